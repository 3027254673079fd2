import StopwatchCore
import StopwatchTestSupport
import Testing

@testable import StopwatchPresentation

/// The screen kept awake while a stopwatch runs and the window is seen, when chosen: held and
/// let go exactly once at each change, in the whole app over a fake clock.
@MainActor @Suite struct AwakeKeeperTests {
    private func harness(keepsAwake: Bool) -> PresentationHarness {
        let harness = PresentationHarness(settings: AppSettings(keepsAwake: keepsAwake))
        harness.app.presence.windowVisibilityChanged(true)
        return harness
    }

    @Test func offByDefaultNothingIsEverHeld() {
        let harness = PresentationHarness()
        harness.app.presence.windowVisibilityChanged(true)
        harness.send(.toggle)
        harness.advance(by: .seconds(1))
        harness.send(.lap, .toggle, .reset)
        #expect(harness.screenInhibitor.calls.isEmpty)
    }

    @Test func heldWhileRunningAndLetGoOnPauseAndReset() {
        let harness = harness(keepsAwake: true)
        #expect(harness.screenInhibitor.calls.isEmpty, "nothing runs yet")
        harness.send(.toggle)
        #expect(harness.screenInhibitor.calls == ["inhibit: Stopwatch running"])
        harness.advance(by: .seconds(1))
        harness.send(.lap)
        #expect(harness.screenInhibitor.calls.count == 1, "a lap or a tick changes nothing")
        harness.send(.toggle)
        #expect(harness.screenInhibitor.calls.last == "release")
        harness.send(.toggle)
        harness.send(.toggle, .reset)
        #expect(harness.screenInhibitor.calls == ["inhibit: Stopwatch running", "release", "inhibit: Stopwatch running", "release"])
    }

    @Test func letGoWhileTheWindowIsHiddenAndHeldAgainWhenSeen() {
        let harness = harness(keepsAwake: true)
        harness.send(.toggle)
        harness.app.presence.windowVisibilityChanged(false)
        #expect(harness.screenInhibitor.calls.last == "release")
        harness.app.presence.windowVisibilityChanged(true)
        #expect(harness.screenInhibitor.calls == ["inhibit: Stopwatch running", "release", "inhibit: Stopwatch running"])
    }

    @Test func anotherRunningStopwatchKeepsItHeldWhenTheCurrentOnePauses() {
        let harness = harness(keepsAwake: true)
        harness.send(.toggle, .newStopwatch)
        #expect(harness.screenInhibitor.calls == ["inhibit: Stopwatch running"])
        harness.send(.toggle, .toggle)
        #expect(harness.screenInhibitor.calls.count == 1, "the first stopwatch still runs")
    }

    @Test func thePreferenceChangedFromOutsideAppliesAtOnceAndTheEndLetsGo() {
        let harness = harness(keepsAwake: false)
        harness.send(.toggle)
        harness.settings.changeFromOutside(AppSettings(keepsAwake: true))
        #expect(harness.screenInhibitor.calls == ["inhibit: Stopwatch running"])
        harness.settings.changeFromOutside(AppSettings(keepsAwake: false))
        #expect(harness.screenInhibitor.calls.last == "release")
        harness.settings.changeFromOutside(AppSettings(keepsAwake: true))
        harness.app.awake?.appWillEnd()
        #expect(harness.screenInhibitor.calls == ["inhibit: Stopwatch running", "release", "inhibit: Stopwatch running", "release"])
    }
}
