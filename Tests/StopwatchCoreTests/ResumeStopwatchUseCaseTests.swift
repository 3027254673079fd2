import StopwatchCore
import StopwatchTestSupport
import Testing

@Suite struct ResumeStopwatchUseCaseTests {
    let harness = CoreHarness()

    @Test func resumeContinuesFromThePausedTimeAndSaves() {
        harness.prepare(.paused, laps: 1)
        harness.advance(by: .seconds(100))
        harness.useCases.resume.execute()
        #expect(harness.state.status == .running)
        harness.advance(by: .milliseconds(250))
        #expect(harness.state.elapsed == .milliseconds(1750))
        #expect(harness.state.laps.count == 1)
        #expect(harness.dataSource.saves.last?.status == .running)
    }
}
