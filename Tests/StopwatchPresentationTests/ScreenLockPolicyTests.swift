import StopwatchCore
import StopwatchTestSupport
import Testing

@testable import StopwatchPresentation

/// When the screen locks, alone over a core on a fake clock, the settings model and a lock the
/// test locks: the running stopwatches keep running by default, or all pause, as a pause
/// would, when the user chose so.
@MainActor @Suite struct ScreenLockPolicyTests {
    let core = CoreHarness()
    let lock = FakeScreenLockMonitor()
    let source = InMemorySettings()
    let settings: SettingsModel
    let policy: ScreenLockPolicy

    init() {
        settings = SettingsModel(source: source)
        policy = ScreenLockPolicy(monitor: lock, settings: settings, store: core.store, pause: core.useCases.pause, logger: core.logger)
    }

    @Test func byDefaultALockChangesNothing() {
        core.useCases.start.execute()
        core.advance(by: .seconds(2))
        lock.setLocked(true)
        core.advance(by: .seconds(3))
        #expect(core.state.status == .running)
        #expect(core.elapsed == .seconds(5))
    }

    @Test func chosenALockPausesEveryRunningStopwatchAtTheLockAndAnUnlockResumesNone() {
        settings.choose(.pausesOnLock(true))
        core.useCases.start.execute()
        core.useCases.create.execute(defaultName: { "Stopwatch \($0)" })
        core.useCases.start.execute()
        core.useCases.create.execute(defaultName: { "Stopwatch \($0)" })
        core.advance(by: .seconds(2))
        lock.setLocked(true)
        core.advance(by: .seconds(3))
        #expect(core.store.collection.map(\.state.status) == [.paused, .paused, .initial])
        #expect(core.store.collection.map { $0.state.elapsed(at: core.clock.now()) } == [.seconds(2), .seconds(2), .zero])
        #expect(core.logger.messages(atLeast: .info).contains("The screen locked: 2 running stopwatch(es) paused"))
        lock.setLocked(false)
        #expect(core.store.collection.map(\.state.status) == [.paused, .paused, .initial])
    }

    @Test func thePreferenceChangedFromOutsideAppliesToTheNextLock() {
        core.useCases.start.execute()
        source.changeFromOutside(AppSettings(pausesOnLock: true))
        lock.setLocked(true)
        #expect(core.state.status == .paused)
    }

    @Test func itStopsFollowingTheLockWhenItGoes() {
        var policy: ScreenLockPolicy? = ScreenLockPolicy(
            monitor: lock, settings: settings, store: core.store, pause: core.useCases.pause, logger: nil)
        #expect(lock.lockChanges.count == 2)
        policy = nil
        #expect(policy == nil && lock.lockChanges.count == 1)
    }
}
