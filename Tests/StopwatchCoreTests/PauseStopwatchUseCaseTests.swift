import StopwatchCore
import StopwatchTestSupport
import Testing

@Suite struct PauseStopwatchUseCaseTests {
    let harness = CoreHarness()

    @Test func pauseFreezesTheTimeReadFromTheClockAndSaves() {
        harness.prepare(.running)
        // The clock moves on after the last tick: pause uses the clock, not the last tick.
        harness.clock.advance(by: .milliseconds(7))
        harness.useCases.pause.execute()
        #expect(harness.state.status == .paused)
        #expect(harness.state.accumulated == .milliseconds(507))
        #expect(harness.state.runningSince == nil)
        #expect(!harness.ticker.isRunning)
        harness.advance(by: .seconds(30))
        #expect(harness.elapsed == .milliseconds(507))
        #expect(harness.dataSource.lastSaved?.elapsed == .milliseconds(507))
        #expect(harness.dataSource.lastSaved?.status == .paused)
    }
}
