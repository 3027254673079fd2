import StopwatchCore
import StopwatchTestSupport
import Testing

@Suite struct RestoreStopwatchUseCaseTests {
    private let savedAt: Duration = .seconds(1_763_726_400)

    private func harness(restoring snapshot: StopwatchSnapshot?, closedFor: Duration = .seconds(60)) -> CoreHarness {
        CoreHarness(stored: snapshot, wallClockNow: savedAt + closedFor)
    }

    @Test func aRunningStopwatchComesBackRunningWithTheClosedTimeCounted() {
        let harness = harness(
            restoring: StopwatchSnapshot(
                status: .running, elapsed: .milliseconds(83_450), savedAt: savedAt,
                laps: [.milliseconds(41_200), .milliseconds(40_010)]
            ))
        harness.useCases.restore.execute()
        #expect(harness.state.status == .running)
        #expect(harness.elapsed == .milliseconds(143_450))
        #expect(harness.state.laps.durations == [.milliseconds(41_200), .milliseconds(40_010)])
        #expect(harness.ticker.isRunning)
        harness.advance(by: .seconds(1))
        #expect(harness.elapsed == .milliseconds(144_450))
    }

    @Test func aWallClockSetBackNeverTakesTimeAway() {
        let harness = harness(
            restoring: StopwatchSnapshot(status: .running, elapsed: .seconds(10), savedAt: savedAt, laps: []),
            closedFor: .seconds(-3600)
        )
        harness.useCases.restore.execute()
        #expect(harness.elapsed == .seconds(10))
    }

    @Test func aPausedStopwatchComesBackPausedWithItsLaps() {
        let harness = harness(
            restoring: StopwatchSnapshot(
                status: .paused, elapsed: .seconds(5), savedAt: savedAt, laps: [.seconds(1), .seconds(3), .seconds(1)]
            ))
        harness.useCases.restore.execute()
        #expect(harness.state.status == .paused)
        #expect(harness.elapsed == .seconds(5))
        #expect(harness.state.laps.worst?.number == 2)
        #expect(!harness.ticker.isRunning)
        harness.useCases.resume.execute()
        harness.advance(by: .seconds(1))
        #expect(harness.elapsed == .seconds(6))
    }

    @Test func restoringWritesNothing() {
        let harness = harness(restoring: StopwatchSnapshot(status: .paused, elapsed: .seconds(5), savedAt: savedAt, laps: []))
        harness.useCases.restore.execute()
        #expect(harness.dataSource.saves.isEmpty)
    }

    @Test func nothingSavedOrAnInitialSaveGivesAnInitialStopwatch() {
        let empty = harness(restoring: nil)
        empty.useCases.restore.execute()
        #expect(empty.state == .initial)
        let initial = harness(restoring: StopwatchSnapshot(status: .initial, elapsed: .zero, savedAt: savedAt, laps: []))
        initial.useCases.restore.execute()
        #expect(initial.state == .initial)
        #expect(!initial.ticker.isRunning)
    }

    @Test func anInconsistentSaveStartsClean() {
        let harness = harness(
            restoring: StopwatchSnapshot(
                status: .running, elapsed: .seconds(1), savedAt: savedAt, laps: [.seconds(5)]
            ))
        harness.useCases.restore.execute()
        #expect(harness.state == .initial)
        #expect(harness.logger.messages(atLeast: .warning).count == 1)
    }

    @Test func aStopwatchClosedForMoreThanACenturyStopsAtOneHundredYears() {
        let harness = harness(
            restoring: StopwatchSnapshot(status: .running, elapsed: TimeBounds.maximumElapsed - .seconds(1), savedAt: savedAt, laps: []),
            closedFor: .seconds(3600)
        )
        harness.useCases.restore.execute()
        #expect(harness.elapsed == TimeBounds.maximumElapsed)
        harness.advance(by: .seconds(10))
        #expect(harness.elapsed == TimeBounds.maximumElapsed)
    }

    @Test func aFileWithoutAStartTimeIsTakenToHaveStartedItsElapsedTimeBeforeItWasSaved() {
        let harness = harness(restoring: StopwatchSnapshot(status: .paused, elapsed: .seconds(5), savedAt: savedAt, laps: []))
        harness.useCases.restore.execute()
        #expect(harness.state.startedAt == savedAt - .seconds(5))
    }

    @Test func restoreDoesNothingOnceTheStopwatchIsInUse() {
        let harness = harness(restoring: StopwatchSnapshot(status: .paused, elapsed: .seconds(5), savedAt: savedAt, laps: []))
        harness.useCases.start.execute()
        harness.advance(by: .seconds(1))
        harness.useCases.restore.execute()
        #expect(harness.state.status == .running)
        #expect(harness.elapsed == .seconds(1))
    }
}
