import StopwatchCore
import StopwatchTestSupport
import Testing

@testable import StopwatchPresentation

/// The screen kept awake alone, over a core on a fake clock, the settings model and a
/// recording inhibitor: held while chosen, a stopwatch runs and the window is seen, and let
/// go exactly once at each change.
@MainActor @Suite struct AwakeKeeperTests {
    let core = CoreHarness()
    let inhibitor = RecordingScreenInhibitor()
    let source: InMemorySettings
    let settings: SettingsModel
    let keeper: AwakeKeeper

    init() {
        source = InMemorySettings(saved: AppSettings(keepsAwake: true))
        settings = SettingsModel(source: source)
        keeper = AwakeKeeper(inhibitor: inhibitor, settings: settings, store: core.store, localizer: SourceLocalizer())
        keeper.windowSightChanged(.seen)
    }

    @Test func offNothingIsEverHeld() {
        settings.choose(.keepsAwake(false))
        core.useCases.start.execute()
        core.advance(by: .seconds(1))
        core.useCases.lap.execute()
        #expect(inhibitor.calls.isEmpty)
    }

    @Test func heldWhileRunningAndLetGoOnPauseAndReset() {
        #expect(inhibitor.calls.isEmpty, "nothing runs yet")
        core.useCases.start.execute()
        #expect(inhibitor.calls == ["inhibit: Stopwatch running"])
        core.advance(by: .seconds(1))
        core.useCases.lap.execute()
        #expect(inhibitor.calls.count == 1, "a lap or a tick changes nothing")
        core.useCases.pause.execute()
        #expect(inhibitor.calls.last == "release")
        core.useCases.resume.execute()
        core.useCases.pause.execute()
        _ = core.useCases.reset.execute()
        #expect(inhibitor.calls == ["inhibit: Stopwatch running", "release", "inhibit: Stopwatch running", "release"])
    }

    @Test func letGoWhileTheWindowIsUnseenAndHeldAgainWhenSeen() {
        core.useCases.start.execute()
        keeper.windowSightChanged(.unseen)
        #expect(inhibitor.calls.last == "release")
        keeper.windowSightChanged(.seen)
        #expect(inhibitor.calls == ["inhibit: Stopwatch running", "release", "inhibit: Stopwatch running"])
        keeper.windowSightChanged(.startedInBackground)
        #expect(inhibitor.calls.last == "release")
    }

    @Test func anotherRunningStopwatchKeepsItHeldWhenTheCurrentOnePauses() {
        core.useCases.start.execute()
        core.useCases.create.execute(defaultName: { "Stopwatch \($0)" })
        core.useCases.start.execute()
        core.useCases.pause.execute()
        #expect(inhibitor.calls == ["inhibit: Stopwatch running"], "the first stopwatch still runs")
    }

    @Test func thePreferenceChangedFromOutsideAppliesAtOnceAndTheEndLetsGo() {
        core.useCases.start.execute()
        source.changeFromOutside(AppSettings(keepsAwake: false))
        #expect(inhibitor.calls == ["inhibit: Stopwatch running", "release"])
        source.changeFromOutside(AppSettings(keepsAwake: true))
        keeper.appWillEnd()
        #expect(inhibitor.calls == ["inhibit: Stopwatch running", "release", "inhibit: Stopwatch running", "release"])
        core.useCases.pause.execute()
        core.useCases.resume.execute()
        #expect(inhibitor.calls.count == 4, "after the end, nothing is held again")
    }
}
