import Foundation
import StopwatchCore
@testable import StopwatchStateFile
import StopwatchTestSupport
import Testing

@Suite struct JSONStateFileAdapterTests {
    let folder = TemporaryFolder()
    let logger = RecordingLogger()

    private func makeAdapter() -> JSONStateFileAdapter {
        JSONStateFileAdapter(location: folder.location, logger: logger)
    }

    private let running = StopwatchSnapshot(
        status: .running, elapsed: .milliseconds(83_450), savedAt: .milliseconds(1_763_726_400_123),
        laps: [.milliseconds(41_200), .milliseconds(40_010)]
    )

    // MARK: saving

    @Test func whatIsSavedLoadsBack() throws {
        let adapter = makeAdapter()
        try adapter.save(running)
        adapter.flush()
        #expect(try makeAdapter().load() == running)
        #expect(logger.entries.isEmpty)
    }

    @Test func theFileHasTheDocumentedFormat() throws {
        let adapter = makeAdapter()
        try adapter.save(running)
        adapter.flush()
        let bytes = try #require(folder.read())
        let json = try #require(JSONSerialization.jsonObject(with: bytes) as? [String: Any])
        #expect(json["version"] as? Int == 1)
        #expect(json["status"] as? String == "running")
        #expect(json["elapsed_ms"] as? Int == 83_450)
        #expect(json["saved_at"] as? Int == 1_763_726_400_123)
        #expect((json["laps"] as? [[String: Int]]) == [["duration_ms": 41_200], ["duration_ms": 40_010]])
        #expect(Set(json.keys) == ["version", "status", "elapsed_ms", "saved_at", "laps"])
    }

    @Test func theFolderIsPrivateAndTheFileTooAndNoTemporaryFileIsLeft() throws {
        let adapter = makeAdapter()
        try adapter.save(running)
        adapter.flush()
        #expect(folder.mode(of: "stopwatch") == 0o700)
        #expect(folder.mode(of: "stopwatch/state.json") == 0o600)
        #expect(folder.files() == ["state.json"])
    }

    @Test func theLatestSaveWins() throws {
        let adapter = makeAdapter()
        for seconds in 1...200 {
            try adapter.save(StopwatchSnapshot(status: .paused, elapsed: .seconds(Int64(seconds)), savedAt: .zero, laps: []))
        }
        adapter.flush()
        #expect(try makeAdapter().load()?.elapsed == .seconds(200))
        #expect(adapter.completedWrites >= 1 && adapter.completedWrites <= 200)
    }

    @Test func aHundredThousandLapsMakeTheRoundTrip() throws {
        var laps = LapHistory()
        for index in 0..<100_000 { laps.append(.milliseconds(Int64(1000 + index % 977))) }
        let big = StopwatchSnapshot(status: .paused, elapsed: laps.total + .seconds(1), savedAt: .seconds(5), laps: laps)
        let adapter = makeAdapter()
        try adapter.save(big)
        adapter.flush()
        let loaded = try #require(try makeAdapter().load())
        #expect(loaded == big)
        #expect(loaded.laps.best?.number == big.laps.best?.number)
    }

    @Test func anInterruptedWriteLeavesTheOldFileWhole() throws {
        let adapter = makeAdapter()
        try adapter.save(running)
        adapter.flush()
        // A crash between writing the temporary file and renaming it leaves this behind.
        folder.write("{\"version\": 1, \"status\": \"pau", to: "stopwatch/state.json.tmp-99999")
        #expect(try makeAdapter().load() == running)
        #expect(folder.files() == ["state.json"], "the partial copy is cleaned up")
    }

    @Test func unknownExtraFieldsAreIgnored() throws {
        folder.write("""
        {"version": 1, "status": "paused", "elapsed_ms": 5000, "saved_at": 1, "theme": "dark",
         "laps": [{"duration_ms": 1000, "note": "warm-up"}]}
        """)
        let loaded = try makeAdapter().load()
        #expect(loaded?.laps == [.milliseconds(1000)])
        #expect(logger.entries.isEmpty)
    }

    // MARK: bad input

    @Test func aMissingFileIsACleanStartWithoutAWarning() throws {
        #expect(try makeAdapter().load() == nil)
        #expect(logger.entries.isEmpty)
    }

    static let badFiles: [(name: String, bytes: Data)] = [
        ("empty", Data()),
        ("garbage", Data("not json at all \u{1}\u{2}".utf8)),
        ("truncated", Data("{\"version\": 1, \"status\": \"running\", \"elapsed_ms\": 83".utf8)),
        ("wrong types", Data("{\"version\": 1, \"status\": \"paused\", \"elapsed_ms\": \"5000\", \"saved_at\": 1, \"laps\": []}".utf8)),
        ("unknown status", Data("{\"version\": 1, \"status\": \"sprinting\", \"elapsed_ms\": 5000, \"saved_at\": 1, \"laps\": []}".utf8)),
        ("negative elapsed", Data("{\"version\": 1, \"status\": \"paused\", \"elapsed_ms\": -5, \"saved_at\": 1, \"laps\": []}".utf8)),
        ("negative lap", Data("{\"version\": 1, \"status\": \"paused\", \"elapsed_ms\": 5000, \"saved_at\": 1, \"laps\": [{\"duration_ms\": -1}]}".utf8)),
        ("laps past elapsed", Data("{\"version\": 1, \"status\": \"paused\", \"elapsed_ms\": 1000, \"saved_at\": 1, \"laps\": [{\"duration_ms\": 600}, {\"duration_ms\": 600}]}".utf8)),
        ("saved_at not a number", Data("{\"version\": 1, \"status\": \"running\", \"elapsed_ms\": 5000, \"saved_at\": \"yesterday\", \"laps\": []}".utf8)),
        ("fractional time", Data("{\"version\": 1, \"status\": \"paused\", \"elapsed_ms\": 5000.5, \"saved_at\": 1, \"laps\": []}".utf8)),
        ("missing field", Data("{\"version\": 1, \"status\": \"paused\", \"saved_at\": 1, \"laps\": []}".utf8)),
        ("old version", Data("{\"version\": 0, \"status\": \"paused\", \"elapsed_ms\": 5000, \"saved_at\": 1, \"laps\": []}".utf8)),
        ("10 MB of junk", Data((0..<10_000_000).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 13) })),
    ]

    @Test(arguments: badFiles.indices)
    func aBadFileIsKeptAsideBytesIntactWithOneWarningAndTheAppStartsClean(index: Int) throws {
        let (name, bytes) = Self.badFiles[index]
        folder.write(bytes)
        let adapter = makeAdapter()
        #expect(try adapter.load() == nil, "\(name)")
        let kept = try #require(folder.files().first { $0.hasPrefix("state.json.bad-") }, "\(name)")
        #expect(folder.read("stopwatch/" + kept) == bytes, "\(name)")
        #expect(!folder.files().contains("state.json"), "\(name)")
        #expect(logger.entries.count == 1, "\(name)")
        #expect(logger.entries.first?.level == .warning, "\(name)")
        #expect(logger.entries.first?.message.contains(kept) == true, "\(name)")
        // A clean start saves as usual, beside the copy.
        try adapter.save(running)
        adapter.flush()
        #expect(try makeAdapter().load() == running, "\(name)")
        #expect(folder.read("stopwatch/" + kept) == bytes, "\(name)")
    }

    @Test func aFileFromANewerVersionIsLeftAloneAndNeverOverwritten() throws {
        let newer = Data("{\"version\": 2, \"status\": \"lapping\", \"elapsed\": {\"ns\": 1}}".utf8)
        folder.write(newer)
        let adapter = makeAdapter()
        #expect(try adapter.load() == nil)
        try adapter.save(running)
        try adapter.save(running)
        adapter.flush()
        #expect(folder.read() == newer)
        #expect(folder.files() == ["state.json"])
        #expect(logger.entries.count == 1)
        #expect(logger.messages(atLeast: .error).first?.contains("newer version (2)") == true)
    }

    @Test func anUnreadableStateFileMeansMemoryOnlyLoggedOnce() throws {
        // A folder where the file should be: it cannot be read, and must not be replaced.
        try FileManager.default.createDirectory(atPath: folder.path + "/stopwatch/state.json", withIntermediateDirectories: true)
        let adapter = makeAdapter()
        #expect(try adapter.load() == nil)
        try adapter.save(running)
        adapter.flush()
        #expect(adapter.memoryOnlyReason != nil)
        #expect(logger.messages(atLeast: .error).count == 1)
        #expect(adapter.completedWrites == 0)
    }

    @Test func anUnusableConfigFolderMeansMemoryOnlyLoggedOnce() throws {
        // A file where the config folder should be: nothing can be read or written there.
        folder.write("not a folder", to: "stopwatch")
        let adapter = makeAdapter()
        #expect(try adapter.load() == nil)
        for _ in 0..<5 {
            try adapter.save(running)
            adapter.flush()
        }
        #expect(logger.messages(atLeast: .error).count == 1)
        #expect(folder.read("stopwatch") == Data("not a folder".utf8))
    }

    @Test func failingWritesAreLoggedOnceNotOnceASave() throws {
        let adapter = makeAdapter()
        #expect(try adapter.load() == nil)
        // Something the file cannot be renamed over appears after start-up.
        folder.write("keep", to: "stopwatch/state.json/inside")
        for _ in 0..<5 {
            try adapter.save(running)
            adapter.flush()
        }
        let errors = logger.messages(atLeast: .error)
        #expect(errors.count == 1)
        #expect(errors.first?.contains("Cannot save the stopwatch") == true)
        #expect(folder.files() == ["state.json"])
        #expect(folder.read("stopwatch/state.json/inside") == Data("keep".utf8))
    }
}
