import StopwatchCore
import StopwatchTestSupport
import Testing

@Suite struct ResetStopwatchUseCaseTests {
    let harness = CoreHarness()

    @Test func resetClearsTimeAndLapsAndSaves() {
        harness.prepare(.paused, laps: 3)
        harness.useCases.reset.execute()
        #expect(harness.state == .initial)
        #expect(harness.timer.elapsed == .zero)
        #expect(harness.dataSource.saves.last == StopwatchSnapshot(
            status: .initial, elapsed: .zero, savedAt: harness.wallClock.now(), laps: []
        ))
        harness.useCases.start.execute()
        harness.advance(by: .seconds(1))
        #expect(harness.state.elapsed == .seconds(1))
    }
}
