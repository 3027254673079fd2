import StopwatchCore
import StopwatchTestSupport
import Testing

@Suite struct StartStopwatchUseCaseTests {
    let harness = CoreHarness()

    @Test func startRunsFromZeroNotesTheWallClockAndSaves() {
        let wallClockAtStart = harness.wallClock.now()
        harness.useCases.start.execute()
        #expect(harness.state.status == .running)
        #expect(harness.state.runningSince == harness.clock.now())
        #expect(harness.state.startedAt == wallClockAtStart)
        #expect(harness.elapsed == .zero)
        #expect(harness.ticker.isRunning)
        #expect(harness.dataSource.saves.map(\.current.status) == [.running])
        harness.advance(by: .milliseconds(1500))
        #expect(harness.elapsed == .milliseconds(1500))
    }
}
