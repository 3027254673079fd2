import StopwatchCore
import StopwatchTestSupport
import Testing

@Suite struct TimerServiceTests {
    let clock = FakeClock(now: .seconds(50))
    let ticker = ManualTicker()
    let store = StopwatchStore()
    let timer: TimerService

    init() {
        timer = TimerService(clock: clock, ticker: ticker, store: store)
    }

    private func run(from accumulated: Duration = .zero) {
        store.update { $0 = StopwatchState(status: .running, accumulated: accumulated, runningSince: clock.now()) }
    }

    @Test func elapsedComesFromTheClockNotFromTicks() {
        run()
        clock.advance(by: .milliseconds(1234))
        #expect(timer.elapsed == .milliseconds(1234))
        // A hundred ticks without the clock moving add nothing.
        for _ in 0..<100 { ticker.fire() }
        #expect(timer.elapsed == .milliseconds(1234))
    }

    @Test func aDisplayThatWantsNoTicksStopsThemUntilItWantsThemAgain() {
        run()
        timer.ticksWhileRunning = false
        #expect(!ticker.isRunning, "whole seconds: woken by a deadline, not ticks")
        store.update {
            $0.status = .paused
            $0.runningSince = nil
        }
        run(from: .seconds(1))
        #expect(!ticker.isRunning, "a resume ticks no more than before")
        timer.ticksWhileRunning = true
        #expect(ticker.isRunning)
        #expect(ticker.interval == TimerService.tickInterval)
        let starts = ticker.startCount
        timer.ticksWhileRunning = true
        #expect(ticker.startCount == starts, "ticking already: the ticker is left alone")
    }

    @Test func theTickerRunsExactlyWhileTheStopwatchRuns() {
        #expect(!ticker.isRunning)
        run()
        #expect(ticker.isRunning)
        #expect(ticker.interval == .milliseconds(10))
        store.update {
            $0.status = .paused
            $0.runningSince = nil
        }
        #expect(!ticker.isRunning)
        #expect(!ticker.fire())
        store.update { $0 = .initial }
        #expect(ticker.stopCount == 1)
    }

    @Test func aChangeThatKeepsItRunningDoesNotRestartTheTicker() {
        run()
        store.update { $0.laps.append(.seconds(1)) }
        #expect(ticker.startCount == 1)
    }

    @Test func aTimerMadeForARunningStopwatchTicksAtOnce() {
        run(from: .seconds(3))
        let second = TimerService(clock: clock, ticker: ManualTicker(), store: store)
        #expect(second.isTicking)
        #expect(second.elapsed == .seconds(3))
    }

    @Test func aClockGoingBackNeverTakesTimeAway() {
        run(from: .seconds(10))
        clock.advance(by: .seconds(-5))
        #expect(timer.elapsed == .seconds(10))
    }

    @Test func tickObserversAreCalledOnEachTickUntilRemoved() {
        var ticks = 0
        let token = timer.addTickObserver { ticks += 1 }
        run()
        ticker.fire()
        ticker.fire()
        timer.removeTickObserver(token)
        ticker.fire()
        #expect(ticks == 2)
    }
}
