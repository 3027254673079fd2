import StopwatchCore
import StopwatchTestSupport
import Testing

@Suite struct TransitionLoggerTests {
    @Test func logsTransitionsAndLapsButNotTicks() {
        let harness = CoreHarness()
        let logger = TransitionLogger(store: harness.store, timer: harness.timer, logger: harness.logger)
        harness.useCases.start.execute()
        harness.advance(by: .milliseconds(10))
        harness.advance(by: .milliseconds(10))
        harness.useCases.lap.execute()
        harness.useCases.pause.execute()
        #expect(
            harness.logger.entries.map(\.message) == [
                "state: running, laps: 0, elapsed_ms: 0",
                "state: running, laps: 1, elapsed_ms: 20",
                "state: paused, laps: 1, elapsed_ms: 20",
            ])
        #expect(harness.logger.entries.allSatisfy { $0.level == .debug })
        _ = logger
    }
}
