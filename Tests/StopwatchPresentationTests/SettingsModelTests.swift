import StopwatchCore
import StopwatchTestSupport
import Testing

@testable import StopwatchPresentation

/// The settings model alone, over settings kept in memory: loaded once, written only by a
/// choice, each part told of the keys it follows and of nothing else.
@MainActor @Suite struct SettingsModelTests {
    let source = InMemorySettings(saved: AppSettings(keepsAwake: true))

    @Test func itLoadsOnceAndAChoiceHoldsAtOnceAndIsSaved() {
        let settings = SettingsModel(source: source)
        #expect(settings.settings.keepsAwake)
        #expect(source.loadCount == 1)
        settings.choose(.precision(.tenths))
        #expect(settings.settings.timeStyle.precision == .tenths)
        #expect(source.saved == AppSettings(keepsAwake: true, timeStyle: TimeStyle(precision: .tenths)))
        settings.choose(.precision(.tenths))
        #expect(source.saveCount == 1, "the same choice again writes nothing")
        #expect(source.loadCount == 1)
    }

    @Test func eachObserverIsToldOfItsKeyAndOfNothingElse() {
        let settings = SettingsModel(source: source)
        var precisions: [TimePrecision] = []
        var panels: [Bool] = []
        var everything = 0
        _ = settings.observe(\.timeStyle.precision) { precisions.append($0) }
        _ = settings.observe(\.showsInPanel) { panels.append($0) }
        _ = settings.observe(\.self) { _ in everything += 1 }
        settings.choose(.bigNumber(.lap))
        settings.choose(.precision(.seconds))
        source.changeFromOutside(
            AppSettings(showsInPanel: false, keepsAwake: true, timeStyle: TimeStyle(precision: .seconds, bigNumber: .lap)))
        #expect(precisions == [.seconds])
        #expect(panels == [false])
        #expect(everything == 3)
    }

    @Test func itsOwnSaveToldBackByTheSourceIsNoNews() {
        let settings = SettingsModel(source: source)
        var told = 0
        _ = settings.observe(\.isCompact) { _ in told += 1 }
        settings.choose(.compact(true))
        #expect(told == 1, "the source tells the save back, as GSettings does, and nothing changes twice")
    }

    @Test func anObserverRemovedIsToldNothingMoreAndTheModelLetsGoOfTheSource() {
        var settings: SettingsModel? = SettingsModel(source: source)
        var told = 0
        let token = settings?.observe(\.keepsAwake) { _ in told += 1 }
        token.map { settings?.removeObserver($0) }
        settings?.choose(.keepsAwake(false))
        #expect(told == 0)
        #expect(source.changes.count == 1)
        settings = nil
        #expect(source.changes.count == 0, "it stops following the source when it goes")
    }

    @Test func withoutASourceTheDefaultsHoldAndChoicesLastTheRun() {
        let settings = SettingsModel(source: nil)
        #expect(settings.settings == .defaults)
        settings.choose(.showsInPanel(false))
        #expect(!settings.settings.showsInPanel)
    }
}
