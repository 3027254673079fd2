import StopwatchCore
import StopwatchTestSupport
import Testing

@testable import StopwatchPresentation

/// When the screen locks: the running stopwatches keep running by default, or all pause, as a
/// pause would, when the user chose so; in the whole app over a fake clock.
@MainActor @Suite struct ScreenLockPolicyTests {
    @Test func byDefaultALockChangesNothing() {
        let harness = PresentationHarness()
        harness.send(.toggle)
        harness.advance(by: .seconds(2))
        harness.screenLock.setLocked(true)
        harness.advance(by: .seconds(3))
        #expect(harness.core.state.status == .running)
        #expect(harness.core.elapsed == .seconds(5))
    }

    @Test func chosenALockPausesEveryRunningStopwatchAtTheLockAndAnUnlockResumesNone() {
        let harness = PresentationHarness(settings: AppSettings(pausesOnLock: true))
        harness.send(.toggle, .newStopwatch, .toggle, .newStopwatch)
        harness.advance(by: .seconds(2))
        harness.screenLock.setLocked(true)
        harness.advance(by: .seconds(3))
        let statuses = harness.core.store.collection.map(\.state.status)
        #expect(statuses == [.paused, .paused, .initial])
        #expect(harness.core.store.collection.map { $0.state.elapsed(at: harness.core.clock.now()) } == [.seconds(2), .seconds(2), .zero])
        harness.screenLock.setLocked(false)
        #expect(harness.core.store.collection.map(\.state.status) == [.paused, .paused, .initial])
    }

    @Test func thePreferenceChangedFromOutsideAppliesToTheNextLock() {
        let harness = PresentationHarness()
        harness.send(.toggle)
        harness.settings.changeFromOutside(AppSettings(pausesOnLock: true))
        harness.screenLock.setLocked(true)
        #expect(harness.core.state.status == .paused)
    }
}
