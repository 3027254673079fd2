import StopwatchCore
import StopwatchTestSupport
import Testing

@Suite struct TimerServiceTests {
    let clock = FakeClock(now: .seconds(50))
    let ticker = ManualTicker()
    let timer: TimerService

    init() {
        timer = TimerService(clock: clock, ticker: ticker)
    }

    @Test func elapsedComesFromTheClockNotFromTicks() {
        timer.start(from: .zero)
        clock.advance(by: .milliseconds(1234))
        #expect(timer.elapsed == .milliseconds(1234))
        // A hundred ticks without the clock moving add nothing.
        for _ in 0..<100 { ticker.fire() }
        #expect(timer.elapsed == .milliseconds(1234))
    }

    @Test func theTickerRunsOnlyWhileTheTimerRuns() {
        #expect(!ticker.isRunning)
        timer.start(from: .zero)
        #expect(ticker.isRunning)
        #expect(ticker.interval == .milliseconds(10))
        timer.stop()
        #expect(!ticker.isRunning)
        #expect(!ticker.fire())
    }

    @Test func stoppingFreezesTheElapsedTime() {
        timer.start(from: .seconds(3))
        clock.advance(by: .seconds(2))
        #expect(timer.stop() == .seconds(5))
        clock.advance(by: .seconds(60))
        #expect(timer.elapsed == .seconds(5))
        #expect(!timer.isRunning)
    }

    @Test func startingAgainContinuesFromTheGivenTime() {
        timer.start(from: .seconds(7))
        clock.advance(by: .milliseconds(10))
        #expect(timer.elapsed == .milliseconds(7010))
    }

    @Test func startingWhileRunningChangesNothing() {
        timer.start(from: .zero)
        clock.advance(by: .seconds(1))
        timer.start(from: .seconds(100))
        #expect(timer.elapsed == .seconds(1))
        #expect(ticker.startCount == 1)
    }

    @Test func resetStopsAndSetsTheTime() {
        timer.start(from: .zero)
        clock.advance(by: .seconds(4))
        timer.reset()
        #expect(timer.elapsed == .zero)
        #expect(!ticker.isRunning)
        timer.reset(to: .seconds(9))
        #expect(timer.elapsed == .seconds(9))
    }

    @Test func aClockGoingBackNeverTakesTimeAway() {
        timer.start(from: .seconds(10))
        clock.advance(by: .seconds(-5))
        #expect(timer.elapsed == .seconds(10))
    }

    @Test func tickObserversAreCalledOnEachTickUntilRemoved() {
        var ticks = 0
        let token = timer.addTickObserver { ticks += 1 }
        timer.start(from: .zero)
        ticker.fire()
        ticker.fire()
        timer.removeTickObserver(token)
        ticker.fire()
        #expect(ticks == 2)
    }
}
