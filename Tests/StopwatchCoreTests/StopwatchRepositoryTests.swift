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
            status: .running, accumulated: .seconds(9), runningSince: .seconds(1),
            laps: LapHistory(durations: [.milliseconds(41_200), .milliseconds(40_010)]), startedAt: .seconds(1_763_726_000)
        )
        repository.save(StopwatchStore(state: state).collection, now: .milliseconds(75_450))
        #expect(
            dataSource.saves == [
                StopwatchCollectionSnapshot(
                    members: [
                        .init(
                            id: .first, name: "Stopwatch 1",
                            snapshot: StopwatchSnapshot(
                                status: .running, elapsed: .milliseconds(83_450), savedAt: .milliseconds(1_763_726_400_123),
                                laps: [.milliseconds(41_200), .milliseconds(40_010)], startedAt: .seconds(1_763_726_000)
                            ))
                    ], currentID: .first)
            ])
    }

    @Test func aWallClockOutsideTheBoundsIsHeldToThemWhenSaving() {
        wallClock.set(to: .seconds(-5))
        repository.save(StopwatchCollection(), now: .zero)
        #expect(dataSource.lastSaved?.savedAt == .zero)
        wallClock.set(to: TimeBounds.maximumWallClock + .seconds(99))
        repository.save(StopwatchCollection(), now: .zero)
        #expect(dataSource.lastSaved?.savedAt == TimeBounds.maximumWallClock)
    }

    @Test func theHealthOfSavingIsKeptAndEachChangeIsToldOnce() {
        var told: [PersistenceHealth] = []
        repository.addHealthObserver { told.append($0) }
        #expect(repository.health == .saving)
        dataSource.saveFailure = "No space left on device"
        repository.save(StopwatchCollection(), now: .zero)
        repository.save(StopwatchCollection(), now: .zero)
        #expect(repository.health == .failing(reason: "No space left on device"))
        #expect(repository.health.problem == "No space left on device")
        dataSource.saveFailure = nil
        repository.save(StopwatchCollection(), now: .zero)
        #expect(repository.health == .saving)
        #expect(told == [.failing(reason: "No space left on device"), .saving])
    }

    @Test func savingTurnedOffIsAProblemToo() {
        dataSource.turnSavingOff("the state file is from a newer version of Stopwatch")
        #expect(repository.health.problem == "the state file is from a newer version of Stopwatch")
    }

    @Test func loadReturnsWhatWasSaved() {
        let snapshot = StopwatchSnapshot(status: .paused, elapsed: .seconds(3), savedAt: .seconds(1), laps: [.seconds(1)])
        dataSource.stored = StopwatchCollectionSnapshot(single: snapshot)
        #expect(repository.load()?.current == snapshot)
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
        dataSource.stored = StopwatchCollectionSnapshot(
            single: StopwatchSnapshot(status: .paused, elapsed: .seconds(1), savedAt: .zero, laps: [.seconds(2)]))
        #expect(repository.load() == nil)
        #expect(logger.messages(atLeast: .warning) == ["Ignoring the saved stopwatch: laps sum past the elapsed time"])
    }

    @Test func flushReachesTheDataSource() {
        repository.flush()
        #expect(dataSource.flushCount == 1)
        #expect(logger.entries.isEmpty)
    }
}
