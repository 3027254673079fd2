import StopwatchCore
import StopwatchTestSupport
import Testing

@testable import StopwatchPresentation

/// The Preferences window's ViewModel alone, over the settings model: its rows while open,
/// each choice made through the settings, a change from outside shown at once.
@MainActor @Suite struct PreferencesViewModelTests {
    let source = InMemorySettings()
    let settings: SettingsModel
    let preferences: PreferencesViewModel

    init() {
        settings = SettingsModel(source: source)
        preferences = PreferencesViewModel(settings: settings, localizer: SourceLocalizer())
    }

    /// What the row of `key` shows chosen: the options chosen, or "on" or "off".
    private func chosen(_ key: String) -> [String] {
        guard let row = preferences.viewState?.rows.first(where: { $0.key == key }) else { return [] }
        switch row.kind {
        case .choice(let options): return options.filter(\.isChosen).map(\.title)
        case .toggle(let isOn, _, _): return [isOn ? "on" : "off"]
        }
    }

    @Test func closedItShowsNothingAndOpenItShowsTheSettings() {
        #expect(preferences.viewState == nil)
        var told = 0
        preferences.changes.add { told += 1 }
        preferences.send(.show)
        preferences.send(.show)
        #expect(told == 1, "open once")
        #expect(chosen("precision") == ["Hundredths"])
        preferences.send(.close)
        #expect(preferences.viewState == nil && told == 2)
    }

    @Test func aChoiceIsMadeThroughTheSettingsAndShownAtOnce() {
        preferences.send(.show)
        preferences.send(.choose(.precision(.tenths)))
        #expect(chosen("precision") == ["Tenths"])
        #expect(source.saved?.timeStyle.precision == .tenths)
        preferences.send(.choose(.keepsAwake(true)))
        #expect(chosen("keep-awake") == ["on"])
    }

    @Test func aChangeFromOutsideShowsInTheOpenWindowAndClosedTellsNothing() {
        var told = 0
        preferences.changes.add { told += 1 }
        source.changeFromOutside(AppSettings(pausesOnLock: true))
        #expect(told == 0, "closed, nothing to show")
        preferences.send(.show)
        source.changeFromOutside(AppSettings(timeStyle: TimeStyle(bigNumber: .lap)))
        #expect(told == 2)
        #expect(chosen("big-number") == ["Lap in progress"])
        #expect(chosen("on-lock") == ["Keep running"])
    }

    @Test func showInPanelSwitchesFromTheMenu() {
        preferences.send(.toggleShowInPanel)
        #expect(!settings.settings.showsInPanel)
        preferences.send(.toggleShowInPanel)
        #expect(settings.settings.showsInPanel)
        #expect(source.saveCount == 2)
    }
}
