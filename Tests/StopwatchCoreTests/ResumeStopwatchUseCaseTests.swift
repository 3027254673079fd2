import StopwatchCore
import StopwatchTestSupport
import Testing

@Suite struct ResumeStopwatchUseCaseTests {
    let harness = CoreHarness()

    @Test func resumeContinuesFromThePausedTimeAndSaves() {
        harness.prepare(.paused, laps: 1)
        harness.clock.advance(by: .seconds(60))
        harness.useCases.resume.execute()
        #expect(harness.state.status == .running)
        #expect(harness.elapsed == .milliseconds(1500))
        #expect(harness.ticker.isRunning)
        harness.advance(by: .seconds(2))
        #expect(harness.elapsed == .milliseconds(3500))
        #expect(harness.state.laps.count == 1)
        #expect(harness.dataSource.lastSaved?.status == .running)
    }
}
