import StopwatchCore
import StopwatchTestSupport
import Testing

@Suite struct StartStopwatchUseCaseTests {
    let harness = CoreHarness()

    @Test func startRunsFromZeroAndSaves() {
        harness.useCases.start.execute()
        #expect(harness.state == StopwatchState(status: .running, elapsed: .zero))
        #expect(harness.ticker.isRunning)
        #expect(harness.dataSource.saves.map(\.status) == [.running])
        harness.advance(by: .milliseconds(1500))
        #expect(harness.state.elapsed == .milliseconds(1500))
    }
}
