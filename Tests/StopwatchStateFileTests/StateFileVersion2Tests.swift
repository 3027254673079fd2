import Foundation
import StopwatchCore
import StopwatchTestSupport
import Testing

@testable import StopwatchStateFile

/// The state file's version 2: every stopwatch in one file, and a version-1 file read as one
/// stopwatch named "Stopwatch", nothing lost.
@Suite struct StateFileVersion2Tests {
    let folder = TemporaryFolder()
    let logger = RecordingLogger()

    private func makeAdapter() -> JSONStateFileAdapter {
        JSONStateFileAdapter(location: folder.location, logger: logger, mailbox: RecordingMailbox())
    }

    /// A version-2 file of `stopwatches` (JSON objects).
    static func file(stopwatches: [String], current: Int = 1) -> String {
        #"{"version": 2, "saved_at": 1763726400123, "current": \#(current), "stopwatches": ["# + stopwatches.joined(separator: ", ") + "]}"
    }

    static func stopwatch(id: Int, name: String, status: String = "paused", elapsed: Int = 5000, laps: [Int] = []) -> String {
        let lapList = laps.map { #"{"duration_ms": \#($0)}"# }.joined(separator: ", ")
        return #"{"id": \#(id), "name": "\#(name)", "status": "\#(status)", "elapsed_ms": \#(elapsed), "laps": [\#(lapList)]}"#
    }

    /// The reason a file is unusable says where the bad field is (made only then: reading a
    /// good file builds no such path).
    @Test func anUnusableFieldIsNamedByItsPath() {
        let badLap = Self.file(stopwatches: [
            Self.stopwatch(id: 1, name: "Tea", laps: [1000]),
            #"{"id": 2, "name": "Eggs", "status": "paused", "elapsed_ms": 5000, "laps": [{"duration_ms": 1000}, {"duration_ms": 1.5}]}"#,
        ])
        #expect(
            StateFileDecoder().decode(Array(badLap.utf8))
                == .unusable(
                    "it cannot be read as version 2 (stopwatches.1.laps.1.duration_ms: 1.5 is not a whole number of 64 bits)"))
        let noElapsed = Self.file(stopwatches: [#"{"id": 1, "name": "Tea", "status": "paused", "laps": []}"#])
        #expect(
            StateFileDecoder().decode(Array(noElapsed.utf8))
                == .unusable("it cannot be read as version 2 (stopwatches.0.elapsed_ms: missing)"))
    }

    @Test func severalStopwatchesMakeTheRoundTripWithTheirNamesOrderAndCurrentOne() throws {
        let savedAt = Duration.milliseconds(1_763_726_400_123)
        let collection = StopwatchCollectionSnapshot(
            members: [
                .init(
                    id: StopwatchID(rawValue: 3), name: #"Tea "green" \ 緑茶"#,
                    snapshot: StopwatchSnapshot(
                        status: .running, elapsed: .milliseconds(83_450), savedAt: savedAt, laps: [.milliseconds(41_200)],
                        startedAt: .milliseconds(1_763_726_000_000))),
                .init(
                    id: StopwatchID(rawValue: 1), name: "Eggs",
                    snapshot: StopwatchSnapshot(status: .initial, elapsed: .zero, savedAt: savedAt, laps: [])),
                .init(
                    id: StopwatchID(rawValue: 7), name: "Run",
                    snapshot: StopwatchSnapshot(
                        status: .paused, elapsed: .seconds(90), savedAt: savedAt, laps: [.seconds(30), .seconds(31)])),
            ], currentID: StopwatchID(rawValue: 7))
        let adapter = makeAdapter()
        adapter.save(collection)
        #expect(adapter.flush(timeout: HangGuard.timeout))
        #expect(try makeAdapter().load() == collection)
        #expect(logger.entries.isEmpty)
    }

    @Test func aVersionOneFileIsOneStopwatchNamedStopwatchWithEveryLap() throws {
        folder.write(
            #"{"version": 1, "status": "paused", "elapsed_ms": 83450, "saved_at": 1763726400123, "started_at": 1763726000000, "laps": [{"duration_ms": 41200}, {"duration_ms": 40010}]}"#
        )
        let loaded = try #require(try makeAdapter().load())
        #expect(loaded.members.count == 1)
        #expect(loaded.members[0].name == "Stopwatch")
        #expect(loaded.members[0].id == .first)
        #expect(loaded.currentID == .first)
        #expect(
            loaded.current
                == StopwatchSnapshot(
                    status: .paused, elapsed: .milliseconds(83_450), savedAt: .milliseconds(1_763_726_400_123),
                    laps: [.milliseconds(41_200), .milliseconds(40_010)], startedAt: .milliseconds(1_763_726_000_000)))
        #expect(logger.entries.isEmpty)
    }

    /// The issue's test: a running version-1 file with laps, restored by the app and saved
    /// as version 2, restored again: still running, the same laps, the same elapsed time to
    /// the millisecond.
    @Test func aRunningVersionOneFileIsMigratedStillRunningToTheMillisecond() throws {
        folder.write(
            #"{"version": 1, "status": "running", "elapsed_ms": 83450, "saved_at": 1763726400123, "laps": [{"duration_ms": 41200}, {"duration_ms": 40010}]}"#
        )
        let wallClock = FakeClock(now: .milliseconds(1_763_726_400_123 + 5_000))
        let first = Self.core(over: makeAdapter(), wallClock: wallClock)
        first.restore.execute()
        #expect(first.store.state.status == .running)
        #expect(first.timer.elapsed == .milliseconds(88_450))
        #expect(first.store.collection.current.name == "Stopwatch")
        first.persist.execute()
        let text = try #require(folder.read().map { String(decoding: $0, as: UTF8.self) })
        #expect(text.contains(#""version": 3"#))
        // Read again by a new run at the same instant: the same to the millisecond.
        let second = Self.core(over: makeAdapter(), wallClock: wallClock)
        second.restore.execute()
        #expect(second.store.state.status == .running)
        #expect(second.timer.elapsed == .milliseconds(88_450))
        #expect(second.store.state.laps == LapHistory(durations: [.milliseconds(41_200), .milliseconds(40_010)]))
        #expect(second.store.collection.current.name == "Stopwatch")
    }

    @Test func aHundredStopwatchesAreTheMostAFileMayHold() throws {
        folder.write(Self.file(stopwatches: (1...100).map { Self.stopwatch(id: $0, name: "Stopwatch \($0)") }, current: 100))
        let loaded = try #require(try makeAdapter().load())
        #expect(loaded.members.count == 100)
        #expect(loaded.currentID == StopwatchID(rawValue: 100))
        folder.write(Self.file(stopwatches: (1...101).map { Self.stopwatch(id: $0, name: "Stopwatch \($0)") }))
        #expect(try makeAdapter().load() == nil)
        #expect(logger.messages(atLeast: .warning).last?.contains("101 stopwatches") == true)
    }

    /// The use cases over the real adapter, with a fake monotonic clock.
    private static func core(over adapter: JSONStateFileAdapter, wallClock: FakeClock)
        -> (store: StopwatchStore, timer: TimerService, restore: RestoreStopwatchUseCase, persist: PersistStopwatchUseCase)
    {
        let store = StopwatchStore()
        let timer = TimerService(clock: FakeClock(now: .seconds(50)), ticker: ManualTicker(), store: store)
        let repository = StopwatchRepository(dataSource: adapter, wallClock: wallClock, logger: RecordingLogger())
        let context = StopwatchContext(store: store, timer: timer, repository: repository, wallClock: wallClock)
        return (store, timer, RestoreStopwatchUseCase(context: context), PersistStopwatchUseCase(context: context))
    }
}
