import CGLib
import Foundation
import GLibInterop
import GtkInterop
import StopwatchCore
import StopwatchGLib
import StopwatchTestSupport

/// The GLib adapters every frontend shares: ticker, timeouts, scheduler, mailbox, clocks.
@MainActor
enum GLibChecks {
    static let all: [Check] = [
        Check("GLibTicker.ticksArriveOnTheMainLoopThread", ticksArriveOnTheMainLoopThread),
        Check("GLibTicker.noTickIsDeliveredAfterStop", noTickIsDeliveredAfterStop),
        Check("GLibTicker.stoppingReleasesTheTickHandler", stoppingReleasesTheTickHandler),
        Check("GLibTicker.aHiddenWindowStopsTheTicksAndShowingItTicksAtOnce", aHiddenWindowStopsTheTicksAndShowingItTicksAtOnce),
        Check("GLibTicker.theTimerServiceDrivesItOnlyWhileRunning", theTimerServiceDrivesItOnlyWhileRunning),
        Check("MainLoopTimeout.cancellingRemovesTheSourceAndReleasesItsBox", cancellingRemovesTheSourceAndReleasesItsBox),
        Check("MainLoopTimeout.droppingTheTimeoutCancelsIt", droppingTheTimeoutCancelsIt),
        Check("MainLoopWatch.aHangUpEndsTheWatchAndCancellingAfterIsHarmless", aHangUpEndsTheWatch),
        Check("GLibScheduler.runsTheActionOnceAfterItsDelay", runsTheActionOnceAfterItsDelay),
        Check("GLibScheduler.aCancelledActionNeverRunsAndIsReleased", aCancelledActionNeverRunsAndIsReleased),
        Check("GLibMailbox.messagesFromOtherThreadsArriveOnTheMainLoopInOrder", messagesFromOtherThreadsArriveOnTheMainLoopInOrder),
        Check("BootTimeClock.measuresTheSameTimeAsGLibsMonotonicClock", measuresTheSameTimeAsGLibsMonotonicClock),
        Check("SystemWallClock.isTheTimeSinceTheUnixEpoch", isTheTimeSinceTheUnixEpoch),
        Check("GLibLocalizer.anUntranslatedMessageComesBackWholeAndPluralsFollowTheCount", untranslatedMessagesComeBackWhole),
    ]

    static func ticksArriveOnTheMainLoopThread() {
        let ticker = GLibTicker()
        var ticks = 0
        var allOnMainLoop = true
        ticker.start(interval: .milliseconds(10)) {
            ticks += 1
            allOnMainLoop = allOnMainLoop && GtkTestEnvironment.isOnMainLoopThread
        }
        GtkTestEnvironment.wait(for: "5 ticks") { ticks >= 5 }
        ticker.stop()
        expect(allOnMainLoop)
    }

    static func noTickIsDeliveredAfterStop() {
        let ticker = GLibTicker()
        var ticks = 0
        ticker.start(interval: .milliseconds(10)) { ticks += 1 }
        GtkTestEnvironment.wait(for: "2 ticks") { ticks >= 2 }
        ticker.stop()
        let atStop = ticks
        GtkTestEnvironment.run(forMilliseconds: 80)
        expect(ticks == atStop)
        expect(!ticker.isTicking)
    }

    static func stoppingReleasesTheTickHandler() {
        let ticker = GLibTicker()
        weak var watched: Sentinel?
        do {
            let sentinel = Sentinel()
            watched = sentinel
            ticker.start(interval: .milliseconds(10)) { _ = sentinel }
        }
        expect(watched != nil)
        ticker.stop()
        GtkTestEnvironment.drain()
        expect(watched == nil)
    }

    static func aHiddenWindowStopsTheTicksAndShowingItTicksAtOnce() {
        let ticker = GLibTicker()
        var ticks = 0
        ticker.start(interval: .milliseconds(10)) { ticks += 1 }
        ticker.setVisible(false)
        expect(!ticker.isTicking)
        GtkTestEnvironment.run(forMilliseconds: 50)
        expect(ticks == 0)
        ticker.setVisible(true)
        expect(ticks == 1)
        expect(ticker.isTicking)
        ticker.stop()
    }

    static func theTimerServiceDrivesItOnlyWhileRunning() {
        let ticker = GLibTicker()
        let store = StopwatchStore()
        let timer = TimerService(clock: BootTimeClock(), ticker: ticker, store: store)
        expect(!ticker.isTicking)
        store.update { $0 = StopwatchState(status: .running, runningSince: .zero) }
        expect(ticker.isTicking && timer.isTicking)
        store.update { $0.status = .paused }
        expect(!ticker.isTicking)
    }

    static func cancellingRemovesTheSourceAndReleasesItsBox() {
        weak var watched: Sentinel?
        var calls = 0
        var timeout: MainLoopTimeout?
        do {
            let sentinel = Sentinel()
            watched = sentinel
            timeout = MainLoopTimeout(milliseconds: 5) {
                _ = sentinel
                calls += 1
            }
        }
        GtkTestEnvironment.wait(for: "the first call") { calls >= 1 }
        timeout?.cancel()
        expect(timeout?.isActive == false)
        GtkTestEnvironment.drain()
        expect(watched == nil)
    }

    static func droppingTheTimeoutCancelsIt() {
        var calls = 0
        var timeout: MainLoopTimeout? = MainLoopTimeout(milliseconds: 5) { calls += 1 }
        _ = timeout
        timeout = nil
        GtkTestEnvironment.run(forMilliseconds: 40)
        expect(calls == 0)
    }

    /// A watched descriptor whose other end closes: the handler hears the hang-up once, GLib
    /// removes the source, and cancelling the watch afterwards removes nothing (GLib reports
    /// removing an unknown source as a critical, counted here).
    static func aHangUpEndsTheWatch() {
        var ends: [Int32] = [0, 0]
        expect(pipe(&ends) == 0)
        var hangUps = 0
        let watch = MainLoopWatch(readable: ends[0]) { hungUp in if hungUp { hangUps += 1 } }
        close(ends[1])
        GtkTestEnvironment.wait(for: "the hang-up") { hangUps == 1 }
        GtkTestEnvironment.run(forMilliseconds: 20)
        expect(hangUps == 1)
        var reports = 0
        let counter: GLogFunc = { _, _, _, count in count?.assumingMemoryBound(to: Int.self).pointee += 1 }
        let levels = GLogLevelFlags(rawValue: G_LOG_LEVEL_CRITICAL.rawValue | G_LOG_LEVEL_WARNING.rawValue)
        let handler = withUnsafeMutablePointer(to: &reports) { count in
            let handler = g_log_set_handler("GLib", levels, counter, count)
            watch.cancel()
            return handler
        }
        g_log_remove_handler("GLib", handler)
        expect(reports == 0, "cancelling an ended watch removed a source GLib no longer had")
        close(ends[0])
    }

    static func runsTheActionOnceAfterItsDelay() {
        let scheduler = GLibScheduler()
        var calls = 0
        let started = g_get_monotonic_time()
        _ = scheduler.schedule(after: .milliseconds(60)) { calls += 1 }
        GtkTestEnvironment.wait(for: "the scheduled action") { calls == 1 }
        expect(g_get_monotonic_time() - started >= 60_000, "ran before its delay")
        GtkTestEnvironment.run(forMilliseconds: 100)
        expect(calls == 1)
    }

    static func aCancelledActionNeverRunsAndIsReleased() {
        let scheduler = GLibScheduler()
        weak var watched: Sentinel?
        var calls = 0
        var action: ScheduledAction?
        do {
            let sentinel = Sentinel()
            watched = sentinel
            action = scheduler.schedule(after: .milliseconds(20)) {
                _ = sentinel
                calls += 1
            }
        }
        action?.cancel()
        action?.cancel()
        GtkTestEnvironment.run(forMilliseconds: 60)
        expect(calls == 0)
        expect(watched == nil)
    }

    static func messagesFromOtherThreadsArriveOnTheMainLoopInOrder() {
        let mailbox = GLibMailbox<Int>()
        var received: [Int] = []
        var allOnMainLoop = true
        mailbox.receive { message in
            received.append(message)
            allOnMainLoop = allOnMainLoop && GtkTestEnvironment.isOnMainLoopThread
        }
        let threads = (0..<4).map { thread in
            Thread { for index in 0..<250 { mailbox.post(thread * 1000 + index) } }
        }
        for thread in threads { thread.start() }
        GtkTestEnvironment.wait(for: "1,000 messages", deadlineMilliseconds: 5000) { received.count == 1000 }
        expect(allOnMainLoop)
        for thread in 0..<4 {
            let fromThread = received.filter { $0 / 1000 == thread }
            expect(fromThread == (0..<250).map { thread * 1000 + $0 }, "thread \(thread)'s messages out of order")
        }
    }

    /// The boot-time clock measures what GLib's monotonic clock does: its span lies between
    /// GLib's span read just inside it and GLib's read just outside it (to GLib's microsecond).
    static func measuresTheSameTimeAsGLibsMonotonicClock() {
        let clock = BootTimeClock()
        let outerStart = g_get_monotonic_time()
        let clockStart = clock.now()
        let innerStart = g_get_monotonic_time()
        GtkTestEnvironment.run(forMilliseconds: 200)
        let innerEnd = g_get_monotonic_time()
        let measured = clock.now() - clockStart
        let outerEnd = g_get_monotonic_time()
        let inner = Duration.microseconds(innerEnd - innerStart)
        let outer = Duration.microseconds(outerEnd - outerStart)
        let microsecond = Duration.microseconds(1)
        expect(inner >= .milliseconds(200))
        expect(
            measured + microsecond >= inner && measured <= outer + microsecond,
            "boot-time clock measured \(measured), GLib between \(inner) and \(outer)")
    }

    static func isTheTimeSinceTheUnixEpoch() {
        let now = SystemWallClock().now()
        let reference = Duration.microseconds(g_get_real_time())
        let gap = now > reference ? now - reference : reference - now
        expect(gap < .seconds(1), "wall clock \(now), GLib \(reference)")
        expect(now > .seconds(1_700_000_000))
    }

    static func untranslatedMessagesComeBackWhole() {
        let localizer = GLibLocalizer(domain: "stopwatch-checks-no-such-domain")
        for message in ["Lap {number}", "Start", String(repeating: "long message ", count: 200), "é ü ñ"] {
            expect(localizer.translate(message) == message, "\(message) came back as \(localizer.translate(message))")
        }
        expect(localizer.translatePlural("{count} lap", "{count} laps", count: 1) == "{count} lap")
        expect(localizer.translatePlural("{count} lap", "{count} laps", count: 3) == "{count} laps")
        expect(localizer.translatePlural("{count} lap", "{count} laps", count: 0) == "{count} laps")
        expect(!localizer.dateTime(.seconds(1_763_726_400)).isEmpty)
        expect(localizer.decimalSeparator == ".")
    }
}
