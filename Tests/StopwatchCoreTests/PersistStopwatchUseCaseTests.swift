import StopwatchCore
import StopwatchTestSupport
import Testing

@Suite struct PersistStopwatchUseCaseTests {
    let harness = CoreHarness()

    @Test func persistSavesTheTimeOfThisInstantAndFlushes() {
        harness.prepare(.running, laps: 2)
        // No tick for a while (the window was hidden): persist still reads the clock.
        harness.clock.advance(by: .seconds(30))
        harness.useCases.persist.execute()
        #expect(harness.dataSource.lastSaved?.elapsed == .milliseconds(32_500))
        #expect(harness.dataSource.lastSaved?.status == .running)
        #expect(harness.dataSource.flushCount == 1)
        #expect(harness.state.status == .running)
    }

    @Test func persistingThenRestoringIsARoundTrip() {
        harness.prepare(.paused, laps: 3)
        harness.useCases.persist.execute()
        let next = CoreHarness(storedCollection: harness.dataSource.stored)
        next.useCases.restore.execute()
        #expect(next.state == harness.state)
    }

    @Test func aFlushThatTimesOutIsLoggedAndQuittingGoesOn() {
        harness.dataSource.flushSucceeds = false
        harness.useCases.persist.execute()
        #expect(harness.logger.messages(atLeast: .error).first?.hasPrefix("The last change may not be on disk") == true)
    }
}
