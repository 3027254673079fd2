import StopwatchCore
import StopwatchTestSupport
import Testing

@Suite struct StopwatchRepositoryTests {
    let dataSource = InMemoryStateDataSource()
    let wallClock = FakeClock(now: .milliseconds(1_763_726_400_123))
    let logger = RecordingLogger()
    let repository: StopwatchRepository

    init() {
        repository = StopwatchRepository(dataSource: dataSource, wallClock: wallClock, logger: logger)
    }

    @Test func saveStampsTheStateWithTheWallClock() {
        let state = StopwatchState(
            status: .running, elapsed: .milliseconds(83_450),
            laps: LapHistory(durations: [.milliseconds(41_200), .milliseconds(40_010)])
        )
        repository.save(state)
        #expect(dataSource.saves == [StopwatchSnapshot(
            status: .running, elapsed: .milliseconds(83_450), savedAt: .milliseconds(1_763_726_400_123),
            laps: [.milliseconds(41_200), .milliseconds(40_010)]
        )])
    }

    @Test func aFailingSaveIsLoggedOnceUntilASaveSucceeds() {
        dataSource.saveError = .init("read-only file system")
        repository.save(.initial)
        repository.save(.initial)
        #expect(logger.messages(atLeast: .error) == ["Could not save the stopwatch: read-only file system"])
        dataSource.saveError = nil
        repository.save(.initial)
        dataSource.saveError = .init("read-only file system")
        repository.save(.initial)
        #expect(logger.messages(atLeast: .error).count == 2)
    }

    @Test func loadReturnsWhatWasSaved() {
        let snapshot = StopwatchSnapshot(status: .paused, elapsed: .seconds(3), savedAt: .seconds(1), laps: [.seconds(1)])
        dataSource.stored = snapshot
        #expect(repository.load() == snapshot)
        #expect(logger.entries.isEmpty)
    }

    @Test func nothingStoredLoadsAsNothingWithoutAWarning() {
        #expect(repository.load() == nil)
        #expect(logger.entries.isEmpty)
    }

    @Test func aFailingLoadIsLoggedAndLoadsAsNothing() {
        dataSource.loadError = .init("permission denied")
        #expect(repository.load() == nil)
        #expect(logger.messages(atLeast: .error) == ["Could not load the saved stopwatch: permission denied"])
    }

    @Test func anInconsistentSnapshotIsRejectedWithAWarning() {
        dataSource.stored = StopwatchSnapshot(status: .paused, elapsed: .seconds(1), savedAt: .zero, laps: [.seconds(2)])
        #expect(repository.load() == nil)
        #expect(logger.messages(atLeast: .warning) == ["Ignoring the saved stopwatch: laps sum past the elapsed time"])
    }

    @Test func flushReachesTheDataSource() {
        repository.flush()
        #expect(dataSource.flushCount == 1)
    }
}
