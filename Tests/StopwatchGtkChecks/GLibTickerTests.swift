import CGtk
import StopwatchCore
@testable import StopwatchGtk

@MainActor
struct GLibTickerTests {
    init() { GtkTestEnvironment.initialize() }

    func ticksArriveOnTheMainLoopThread() {
        let ticker = GLibTicker()
        var ticks = 0
        var allOnMainLoop = true
        ticker.start(interval: .milliseconds(10)) {
            ticks += 1
            allOnMainLoop = allOnMainLoop && GtkTestEnvironment.isOnMainLoopThread
        }
        GtkTestEnvironment.iterate(until: { ticks >= 5 })
        ticker.stop()
        expect(ticks >= 5)
        expect(allOnMainLoop)
    }

    func noTickIsDeliveredAfterStop() {
        let ticker = GLibTicker()
        var ticks = 0
        ticker.start(interval: .milliseconds(10)) { ticks += 1 }
        GtkTestEnvironment.iterate(until: { ticks >= 2 })
        ticker.stop()
        let atStop = ticks
        GtkTestEnvironment.run(forMilliseconds: 80)
        expect(ticks == atStop)
        expect(!ticker.isTicking)
    }

    func stoppingReleasesTheTickHandler() {
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

    func aHiddenWindowStopsTheTicksAndShowingItTicksAtOnce() {
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

    func theTimerServiceDrivesTheGLibTickerOnlyWhileRunning() {
        let ticker = GLibTicker()
        let timer = TimerService(clock: BootTimeClock(), ticker: ticker)
        expect(!ticker.isTicking)
        timer.start(from: .zero)
        expect(ticker.isTicking)
        timer.stop()
        expect(!ticker.isTicking)
    }
}

@MainActor
struct MainLoopTimeoutTests {
    init() { GtkTestEnvironment.initialize() }

    func cancellingRemovesTheSourceAndReleasesItsBox() {
        weak var watched: Sentinel?
        var calls = 0
        var timeout: MainLoopTimeout?
        do {
            let sentinel = Sentinel()
            watched = sentinel
            timeout = MainLoopTimeout(milliseconds: 5) { _ = sentinel; calls += 1 }
        }
        GtkTestEnvironment.iterate(until: { calls >= 1 })
        timeout?.cancel()
        expect(timeout?.isActive == false)
        GtkTestEnvironment.drain()
        expect(watched == nil)
    }

    func droppingTheTimeoutCancelsIt() {
        var calls = 0
        var timeout: MainLoopTimeout? = MainLoopTimeout(milliseconds: 5) { calls += 1 }
        _ = timeout
        timeout = nil
        GtkTestEnvironment.run(forMilliseconds: 40)
        expect(calls == 0)
    }
}

@MainActor
struct BootTimeClockTests {
    func neverGoesBackwards() {
        let clock = BootTimeClock()
        var previous = clock.now()
        for _ in 0..<10_000 {
            let now = clock.now()
            expect(now >= previous)
            previous = now
        }
    }
}
