import StopwatchCore
import StopwatchTestSupport
import Testing

@testable import StopwatchPresentation

/// Away and back, the part alone: a fake idle service and lock, the settings model and a core
/// on a fake clock. The desktop is asked to watch only while a stopwatch runs; an away begins
/// at the last input (away-after before it was told), asks once at the return, and Take Away
/// lowers each stopwatch by what it ran then, undoably.
@MainActor @Suite struct AwayWatchTests {
    /// The app's D-Bus signal, as a script would hear it.
    final class RecordingAwaySignals: AwayBroadcasting {
        var told: [(milliseconds: Int64, ids: [Int])] = []
        func awayEnded(milliseconds: Int64, ids: [Int]) { told.append((milliseconds, ids)) }
    }

    let core = CoreHarness()
    let monitor = FakeIdleMonitor()
    let lock = FakeScreenLockMonitor()
    let source: InMemorySettings
    let settings: SettingsModel
    let notice: UndoNotice
    let announcer = RecordingAnnouncer()
    let notifications = FakeNotificationService()
    let logger = RecordingLogger()
    let signals = RecordingAwaySignals()
    let watch: AwayWatch

    init() {
        source = InMemorySettings(saved: AppSettings(awayAfter: 60))
        settings = SettingsModel(source: source)
        notice = UndoNotice(scheduler: core.scheduler, useCases: core.useCases, store: core.store, localizer: SourceLocalizer())
        watch = AwayWatch(
            monitor: monitor, screenLock: lock, settings: settings, store: core.store, timer: core.timer,
            takeAwayTime: core.useCases.takeAwayTime, corrections: notice, localizer: SourceLocalizer(), announcer: announcer,
            notifications: notifications, signals: signals, logger: logger)
        watch.windowSightChanged(.seen)
    }

    /// The stopwatch runs `before`, then the person goes: no input for a minute, told idle,
    /// then `away` more before they are back.
    func runThenBeAway(before: Duration = .seconds(100), away: Duration) {
        core.useCases.start.execute()
        core.advance(by: before + .seconds(60))
        monitor.goIdle()
        core.advance(by: away)
        monitor.becomeActive()
    }

    @Test func theDesktopIsAskedToWatchOnlyWhileAStopwatchRuns() {
        #expect(monitor.watches.isEmpty, "nothing runs: nothing asked of the desktop")
        core.useCases.start.execute()
        #expect(monitor.watched == .seconds(60))
        core.advance(by: .seconds(1))
        core.useCases.lap.execute()
        #expect(monitor.watches.count == 1, "a lap asks nothing new")
        core.useCases.pause.execute()
        #expect(monitor.watches == [.seconds(60), nil])
        settings.choose(.awayAfter(0))
        core.useCases.resume.execute()
        #expect(monitor.watches == [.seconds(60), nil], "off: nothing watched, even running")
        settings.choose(.awayAfter(3))
        #expect(monitor.watched == .seconds(10), "under 10 s is taken as 10 s")
    }

    @Test func backAfterAnAwayAsksOnceAndKeepChangesNothing() {
        runThenBeAway(away: .seconds(11 * 60))
        let elapsed = core.elapsed
        #expect(watch.question?.message == "You were away 12 min while Stopwatch 1 ran")
        #expect(watch.question?.keep.command == .away(.keep))
        #expect(watch.question?.takeAway.command == .away(.takeAway))
        #expect(announcer.texts == ["You were away 12 min while Stopwatch 1 ran"])
        #expect(notifications.question == nil, "the window is seen: no notification")
        #expect(logger.messages(atLeast: .info).contains("away ended: 720000 ms, stopwatches that ran: 1"))
        #expect(signals.told.map(\.milliseconds) == [720_000])
        #expect(signals.told.map(\.ids) == [[1]])
        monitor.becomeActive()
        #expect(announcer.texts.count == 1, "more input asks nothing again")
        watch.send(.keep)
        #expect(watch.question == nil)
        #expect(core.elapsed == elapsed)
        #expect(notice.notice == nil)
    }

    @Test func takeAwayLowersTheTimeByTheAwayFromItsLastInputAndUndoBringsItBack() {
        runThenBeAway(away: .seconds(11 * 60))
        let before = core.elapsed
        watch.send(.takeAway)
        #expect(watch.question == nil)
        #expect(core.elapsed == before - .seconds(12 * 60))
        #expect(notice.notice?.message == "Time away taken")
        watch.send(.takeAway)
        #expect(core.elapsed == before - .seconds(12 * 60), "answered twice, applied once")
        notice.undo()
        #expect(core.elapsed == before)
    }

    @Test func onlyWhatRanIsTakenAndEachRunningStopwatchIsNamed() {
        core.useCases.start.execute()
        core.useCases.create.execute(defaultName: { _ in "Reading" })
        core.useCases.start.execute()
        core.advance(by: .seconds(60))
        monitor.goIdle()
        core.advance(by: .seconds(240))
        core.useCases.pause.execute()  // Reading: paused by a script 5 min into the away
        core.advance(by: .seconds(300))
        monitor.becomeActive()
        #expect(watch.question?.message == "You were away 10 min while Stopwatch 1, Reading ran")
        let reading = core.store.collection.currentID
        let readingBefore = core.store.collection[reading]!.state.elapsed(at: core.timer.now)
        watch.send(.takeAway)
        #expect(core.store.collection[reading]!.state.elapsed(at: core.timer.now) == readingBefore - .seconds(300))
        #expect(core.store.collection[.first]!.state.elapsed(at: core.timer.now) == .seconds(0))
    }

    @Test func shortAwaysAndAwaysWhileNothingRanAskNothing() {
        core.useCases.start.execute()
        core.advance(by: .seconds(5))
        lock.setLocked(true)
        core.advance(by: .seconds(30))
        lock.setLocked(false)
        #expect(watch.question == nil, "a lock shorter than away-after")
        lock.setLocked(true)
        core.useCases.pause.execute()  // as "When the screen locks: Pause" does
        core.advance(by: .seconds(600))
        lock.setLocked(false)
        #expect(watch.question == nil, "paused at the lock: nothing ran during the away")
        #expect(monitor.watched == nil, "back and nothing runs: nothing watched")
        core.useCases.resume.execute()
        core.advance(by: .seconds(61))
        lock.setLocked(true)
        core.advance(by: .seconds(120))
        lock.setLocked(false)
        #expect(watch.question?.message == "You were away 2 min while Stopwatch 1 ran", "the away began at the lock")
    }

    @Test func whenAwayTakeAwayTakesItAtOnceAndKeepSaysNothing() {
        settings.choose(.whenAway(.takeAway))
        runThenBeAway(away: .seconds(240))
        #expect(watch.question == nil)
        #expect(core.elapsed == .seconds(100))
        #expect(notice.notice?.message == "Time away taken")
        settings.choose(.whenAway(.keep))
        core.advance(by: .seconds(60))
        monitor.goIdle()
        core.advance(by: .seconds(60))
        monitor.becomeActive()
        #expect(watch.question == nil)
        #expect(core.elapsed == .seconds(220))
        #expect(signals.told.map(\.milliseconds) == [300_000, 120_000], "told to scripts whatever when-away does")
    }

    @Test func withTheWindowOutOfSightANotificationAsksAndThePanelWantsAttention() {
        watch.windowSightChanged(.unseen)
        runThenBeAway(away: .seconds(60))
        #expect(notifications.question?.title == "You were away 2 min while Stopwatch 1 ran")
        #expect(notifications.question?.buttons.map(\.command) == [.away(.keep), .away(.takeAway)])
        #expect(notifications.question?.buttons.map(\.title) == ["Keep", "Take Away"], "no access-key mark in a notification")
        #expect(watch.needsAttention)
        watch.windowSightChanged(.seen)
        #expect(!watch.needsAttention)
        #expect(watch.question != nil, "seen, still asked")
        #expect(notifications.question != nil)
        watch.send(.keep)
        #expect(notifications.question == nil, "answered in the window: the notification asks no more")
        #expect(notifications.alerts.isEmpty, "an alert's notification is not the question's")
    }

    @Test func aChangeOfTheWallClockDuringTheAwayChangesNothing() {
        core.useCases.start.execute()
        core.advance(by: .seconds(160))
        monitor.goIdle()
        core.advance(by: .seconds(60))
        // Set back an hour (a correction by NTP, a trip): the away is the monotonic clock's.
        core.wallClock.set(to: core.wallClock.now() - .seconds(3600))
        core.advance(by: .seconds(60))
        monitor.becomeActive()
        #expect(watch.question?.message == "You were away 3 min while Stopwatch 1 ran")
        #expect(logger.messages(atLeast: .info).contains("away ended: 180000 ms, stopwatches that ran: 1"))
    }

    @Test func twoAwaysBeforeAnAnswerAreAskedAsOneAndTakenBoth() {
        runThenBeAway(away: .seconds(60))
        core.advance(by: .seconds(60))
        monitor.goIdle()
        core.advance(by: .seconds(180))
        monitor.becomeActive()
        #expect(watch.question?.message == "You were away 6 min while Stopwatch 1 ran")
        let before = core.elapsed
        watch.send(.takeAway)
        #expect(core.elapsed == before - .seconds(360))
    }

    @Test func withoutAnIdleServiceTheLockStillCounts() {
        let core = CoreHarness()
        let lock = FakeScreenLockMonitor()
        let watch = AwayWatch(
            monitor: nil, screenLock: lock, settings: settings, store: core.store, timer: core.timer,
            takeAwayTime: core.useCases.takeAwayTime, corrections: nil, localizer: SourceLocalizer(), announcer: nil,
            notifications: nil, logger: nil)
        core.useCases.start.execute()
        lock.setLocked(true)
        core.advance(by: .seconds(90))
        lock.setLocked(false)
        #expect(watch.question?.message == "You were away 1 min while Stopwatch 1 ran")
    }

    @Test func anUnansweredQuestionIsKeptWithTheStopwatchesAndAskedAgainAfterARestart() {
        runThenBeAway(away: .seconds(60))
        let saved = core.dataSource.stored
        #expect(saved?.unansweredAways.count == 1, "saved with the stopwatches")
        // The next start: the stopwatches restored from what was saved, the question with them.
        let next = CoreHarness(storedCollection: saved, wallClockNow: core.wallClock.now())
        let logger = RecordingLogger()
        let again = AwayWatch(
            monitor: FakeIdleMonitor(), screenLock: nil, settings: settings, store: next.store, timer: next.timer,
            takeAwayTime: next.useCases.takeAwayTime, corrections: nil, localizer: SourceLocalizer(), announcer: nil,
            notifications: nil, logger: logger)
        #expect(again.question == nil)
        next.useCases.restore.execute()
        #expect(again.question?.message == "You were away 2 min while Stopwatch 1 ran")
        #expect(logger.messages(atLeast: .info).contains("asked again: 1 unanswered away(s)"))
        let before = next.elapsed
        again.send(.takeAway)
        #expect(next.elapsed == before - .seconds(120))
        #expect(next.dataSource.stored?.unansweredAways == [], "answered: no longer kept")
        watch.send(.keep)
        #expect(core.dataSource.stored?.unansweredAways == [])
    }
}
