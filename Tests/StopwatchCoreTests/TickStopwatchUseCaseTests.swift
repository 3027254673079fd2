import StopwatchCore
import StopwatchTestSupport
import Testing

@Suite struct TickStopwatchUseCaseTests {
    let harness = CoreHarness()

    @Test func aTickRefreshesTheElapsedTimeAndNeverSaves() {
        harness.useCases.start.execute()
        let saves = harness.dataSource.saves.count
        for _ in 0..<1000 { harness.advance(by: .milliseconds(10)) }
        #expect(harness.state.elapsed == .seconds(10))
        #expect(harness.dataSource.saves.count == saves)
    }

    @Test func lateTicksDoNotMakeTheStopwatchFallBehind() {
        harness.useCases.start.execute()
        // Ticks arriving 37 ms apart instead of 10: elapsed still follows the clock.
        for _ in 0..<100 { harness.advance(by: .milliseconds(37)) }
        #expect(harness.state.elapsed == .milliseconds(3700))
    }

    @Test func aTickWhileNotRunningChangesNothing() {
        var notifications = 0
        harness.store.addObserver { _ in notifications += 1 }
        harness.useCases.tick.execute()
        harness.prepare(.paused)
        let before = notifications
        harness.clock.advance(by: .seconds(1))
        harness.useCases.tick.execute()
        #expect(notifications == before)
    }
}
