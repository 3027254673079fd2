import StopwatchCore
import StopwatchTestSupport
import Testing

@Suite struct ResetStopwatchUseCaseTests {
    let harness = CoreHarness()

    @Test func resetClearsTimeAndLapsSavesAndKeepsTheSessionInTheHistory() throws {
        let startedAt = harness.wallClock.now()
        harness.prepare(.paused, laps: 3)
        let session = try #require(harness.useCases.reset.execute())
        #expect(harness.state == .initial)
        #expect(harness.elapsed == .zero)
        #expect(
            harness.dataSource.lastSaved
                == StopwatchSnapshot(
                    status: .initial, elapsed: .zero, savedAt: harness.wallClock.now(), laps: []
                ))
        #expect(session.startedAt == startedAt)
        #expect(session.elapsed == .milliseconds(3500))
        #expect(session.laps.durations == [.seconds(1), .seconds(1), .seconds(1)])
        #expect(harness.historyDataSource.sessions == [session])
        harness.useCases.start.execute()
        harness.advance(by: .seconds(1))
        #expect(harness.elapsed == .seconds(1))
    }

    @Test func aSessionWithNoTimeIsNotKept() {
        harness.useCases.start.execute()
        harness.useCases.pause.execute()
        #expect(harness.useCases.reset.execute() == nil)
        #expect(harness.state == .initial)
        #expect(harness.historyDataSource.sessions.isEmpty)
    }

    @Test func eachSessionGetsItsOwnIdentifier() throws {
        harness.prepare(.paused, laps: 1)
        let first = try #require(harness.useCases.reset.execute())
        harness.prepare(.paused, laps: 1)
        let second = try #require(harness.useCases.reset.execute())
        #expect(first.id != second.id)
        #expect(harness.historyDataSource.sessions.count == 2)
    }

    @Test func theStopwatchDoesNotDependOnTheHistory() {
        harness.historyDataSource.failure = HistoryFailure("disk I/O error")
        harness.prepare(.paused, laps: 2)
        #expect(harness.useCases.reset.execute() != nil)
        #expect(harness.state == .initial)
        #expect(harness.logger.messages(atLeast: .error) == ["Could not store a session in the history: disk I/O error"])
    }
}
