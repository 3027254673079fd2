import StopwatchCore
import StopwatchTestSupport
import Testing

@Suite struct UndoResetUseCaseTests {
    let harness = CoreHarness()

    @Test func undoBringsTheSessionBackPausedExactlyAndTakesItOutOfTheHistory() throws {
        harness.prepare(.paused, laps: 3)
        let before = harness.state
        let saved = try #require(harness.dataSource.lastSaved)
        let session = try #require(harness.useCases.reset.execute())
        harness.clock.advance(by: .seconds(4))
        harness.useCases.undoReset.execute(session)
        #expect(harness.state == before)
        #expect(harness.elapsed == .milliseconds(3500))
        #expect(harness.historyDataSource.sessions.isEmpty)
        #expect(harness.dataSource.lastSaved?.laps == saved.laps)
        #expect(harness.dataSource.lastSaved?.elapsed == saved.elapsed)
        #expect(harness.dataSource.lastSaved?.status == .paused)
    }

    @Test func anUndoWhileTheHistoryIsStillStoringRemovesTheSessionAfterItIsStored() throws {
        harness.historyDataSource.deliversAtOnce = false
        harness.prepare(.paused, laps: 1)
        let session = try #require(harness.useCases.reset.execute())
        harness.useCases.undoReset.execute(session)
        #expect(harness.historyDataSource.pendingCount == 2)
        harness.historyDataSource.deliver()
        #expect(harness.historyDataSource.sessions.isEmpty)
        #expect(harness.state.status == .paused)
    }

    @Test func undoDoesNothingOnceANewSessionStarted() throws {
        harness.prepare(.paused, laps: 1)
        let session = try #require(harness.useCases.reset.execute())
        harness.useCases.start.execute()
        harness.useCases.undoReset.execute(session)
        #expect(harness.state.status == .running)
        #expect(harness.historyDataSource.sessions == [session])
    }
}
