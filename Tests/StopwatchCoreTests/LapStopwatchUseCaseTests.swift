import StopwatchCore
import StopwatchTestSupport
import Testing

@Suite struct LapStopwatchUseCaseTests {
    let harness = CoreHarness()

    @Test func aLapIsTheTimeSinceTheLastLapReadFromTheClock() {
        harness.useCases.start.execute()
        harness.advance(by: .milliseconds(1200))
        harness.clock.advance(by: .milliseconds(34))  // after the last tick
        harness.useCases.lap.execute()
        harness.advance(by: .milliseconds(800))
        harness.useCases.lap.execute()
        #expect(harness.state.laps.durations == [.milliseconds(1234), .milliseconds(800)])
        #expect(harness.state.laps.total == .milliseconds(2034))
        #expect(harness.dataSource.lastSaved?.laps.count == 2)
    }

    @Test func lapBoundariesFallOnWholeMilliseconds() {
        harness.useCases.start.execute()
        harness.clock.advance(by: .microseconds(1_500_700))
        harness.useCases.lap.execute()
        #expect(harness.state.laps.durations == [.milliseconds(1500)])
        harness.clock.advance(by: .microseconds(600))
        harness.useCases.lap.execute()
        #expect(harness.state.laps.durations == [.milliseconds(1500), .milliseconds(1)])
    }

    @Test func theCurrentLapIsDerivedFromTheElapsedTime() {
        harness.prepare(.running, laps: 2)
        #expect(harness.state.currentLapNumber == 3)
        #expect(harness.state.currentLapDuration(at: harness.clock.now()) == .milliseconds(500))
    }
}
