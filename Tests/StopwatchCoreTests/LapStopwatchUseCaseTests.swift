import StopwatchCore
import StopwatchTestSupport
import Testing

@Suite struct LapStopwatchUseCaseTests {
    let harness = CoreHarness()

    @Test func aLapTakesTheTimeSinceThePreviousLapFromTheClock() {
        harness.useCases.start.execute()
        harness.advance(by: .milliseconds(1200))
        harness.useCases.lap.execute()
        // No tick after this advance: the lap must still see the time.
        harness.clock.advance(by: .milliseconds(800))
        harness.useCases.lap.execute()
        #expect(harness.state.laps.durations == [.milliseconds(1200), .milliseconds(800)])
        #expect(harness.state.elapsed == .milliseconds(2000))
        #expect(harness.state.currentLapDuration == .zero)
        #expect(harness.state.laps.best?.number == 2)
        #expect(harness.state.laps.worst?.number == 1)
        #expect(harness.dataSource.saves.last?.laps == [.milliseconds(1200), .milliseconds(800)])
    }

    @Test func twoLapsInTheSameInstantGiveAZeroLap() {
        harness.prepare(.running, laps: 1)
        harness.useCases.lap.execute()
        harness.useCases.lap.execute()
        #expect(harness.state.laps.duration(at: 2) == .zero)
        #expect(harness.state.laps.best?.number == 3)
    }

    @Test func lapsFallOnWholeMillisecondsSoTheyAddUpExactly() {
        harness.useCases.start.execute()
        for microseconds in [1_234_567, 2_000_999, 333] {
            harness.clock.advance(by: .microseconds(microseconds))
            harness.useCases.lap.execute()
        }
        #expect(harness.state.laps.durations == [.milliseconds(1234), .milliseconds(2001), .zero])
        #expect(harness.state.laps.total == .milliseconds(harness.state.elapsed.wholeMilliseconds))
        #expect(harness.state.elapsed == .microseconds(3_235_899))
    }

    @Test func lapsNeverSumPastTheElapsedTime() {
        harness.prepare(.running, laps: 5)
        #expect(harness.state.laps.total <= harness.state.elapsed)
        #expect(harness.state.currentLapDuration == .milliseconds(500))
    }
}
