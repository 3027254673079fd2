import Foundation
import StopwatchCore
import StopwatchTestSupport
import Testing

@testable import StopwatchStateFile

@Suite struct JSONStateFileAdapterTests {
    let folder = TemporaryFolder()
    let logger = RecordingLogger()
    let mailbox = RecordingMailbox<PersistenceHealth>()

    private func makeAdapter() -> JSONStateFileAdapter {
        JSONStateFileAdapter(location: folder.location, logger: logger, mailbox: mailbox)
    }

    private let running = StopwatchSnapshot(
        status: .running, elapsed: .milliseconds(83_450), savedAt: .milliseconds(1_763_726_400_123),
        laps: [.milliseconds(41_200), .milliseconds(40_010)]
    )

    // MARK: saving

    @Test func whatIsSavedLoadsBack() throws {
        let adapter = makeAdapter()
        adapter.save(.init(single: running))
        #expect(adapter.flush(timeout: HangGuard.timeout))
        #expect(try makeAdapter().load()?.current == running)
        #expect(logger.entries.isEmpty)
    }

    @Test func theFileHasTheDocumentedFormat() throws {
        let adapter = makeAdapter()
        adapter.save(.init(single: running))
        #expect(adapter.flush(timeout: HangGuard.timeout))
        let bytes = try #require(folder.read())
        let json = try #require(JSONSerialization.jsonObject(with: bytes) as? [String: Any])
        #expect(json["version"] as? Int == 3)
        #expect(json["saved_at"] as? Int == 1_763_726_400_123)
        #expect(json["current"] as? Int == 1)
        #expect(Set(json.keys) == ["version", "saved_at", "current", "stopwatches"])
        let stopwatches = try #require(json["stopwatches"] as? [[String: Any]])
        #expect(stopwatches.count == 1)
        #expect(stopwatches[0]["id"] as? Int == 1)
        #expect(stopwatches[0]["name"] as? String == "Stopwatch")
        #expect(stopwatches[0]["status"] as? String == "running")
        #expect(stopwatches[0]["elapsed_ms"] as? Int == 83_450)
        #expect((stopwatches[0]["laps"] as? [[String: Int]]) == [["duration_ms": 41_200], ["duration_ms": 40_010]])
        #expect(Set(stopwatches[0].keys) == ["id", "name", "status", "elapsed_ms", "laps"])
    }

    @Test func theStartTimeIsSavedWhenKnown() throws {
        let adapter = makeAdapter()
        var started = running
        started.startedAt = .milliseconds(1_763_726_000_000)
        adapter.save(.init(single: started))
        #expect(adapter.flush(timeout: HangGuard.timeout))
        let bytes = try #require(folder.read())
        let json = try #require(JSONSerialization.jsonObject(with: bytes) as? [String: Any])
        let stopwatches = try #require(json["stopwatches"] as? [[String: Any]])
        #expect(stopwatches.first?["started_at"] as? Int == 1_763_726_000_000)
        #expect(try makeAdapter().load()?.current == started)
    }

    @Test func theFolderIsPrivateAndTheFileTooAndNoTemporaryFileIsLeft() throws {
        let adapter = makeAdapter()
        adapter.save(.init(single: running))
        #expect(adapter.flush(timeout: HangGuard.timeout))
        #expect(folder.mode(of: "stopwatch") == 0o700)
        #expect(folder.mode(of: "stopwatch/state.json") == 0o600)
        #expect(folder.files() == ["state.json"])
    }

    @Test func theLatestSaveWins() throws {
        let adapter = makeAdapter()
        for seconds in 1...200 {
            adapter.save(.init(single: StopwatchSnapshot(status: .paused, elapsed: .seconds(Int64(seconds)), savedAt: .zero, laps: [])))
        }
        #expect(adapter.flush(timeout: HangGuard.timeout))
        #expect(try makeAdapter().load()?.current.elapsed == .seconds(200))
        #expect(adapter.completedWrites >= 1 && adapter.completedWrites <= 200)
    }

    /// A tenth of them under the sanitizers, whose work is threads and memory, not size.
    @Test func aHundredThousandLapsMakeTheRoundTrip() throws {
        var laps = LapHistory()
        for index in 0..<TestScale.count(100_000) { laps.append(.milliseconds(Int64(1000 + index % 977))) }
        let big = StopwatchSnapshot(status: .paused, elapsed: laps.total + .seconds(1), savedAt: .seconds(5), laps: laps)
        let adapter = makeAdapter()
        adapter.save(.init(single: big))
        #expect(adapter.flush(timeout: HangGuard.timeout))
        let loaded = try #require(try makeAdapter().load()?.current)
        #expect(loaded == big)
        #expect(loaded.laps.best?.number == big.laps.best?.number)
    }

    @Test func anInterruptedWriteLeavesTheOldFileWhole() throws {
        let adapter = makeAdapter()
        adapter.save(.init(single: running))
        #expect(adapter.flush(timeout: HangGuard.timeout))
        // A crash between writing the temporary file and renaming it leaves this behind.
        folder.write("{\"version\": 1, \"status\": \"pau", to: "stopwatch/state.json.tmp-99999")
        #expect(try makeAdapter().load()?.current == running)
        #expect(folder.files() == ["state.json"], "the partial copy is cleaned up")
    }

    @Test func notesAndCorrectionsMakeTheRoundTripAndAFileWithoutThemMeansWhatItMeant() throws {
        var laps = LapHistory(durations: [.seconds(1), .seconds(2)])
        laps.setNote(try LapNote.parse("the \"hill\", 🏁 \\ שלום"), at: 1)
        let snapshot = StopwatchSnapshot(
            status: .paused, elapsed: .seconds(4), savedAt: .seconds(1_763_726_400), laps: laps, startedAt: .seconds(1_763_726_000),
            adjusted: .milliseconds(-700))
        let adapter = makeAdapter()
        adapter.save(StopwatchCollectionSnapshot(single: snapshot))
        #expect(adapter.flush(timeout: HangGuard.timeout))
        let text = try String(contentsOfFile: folder.location.path, encoding: .utf8)
        #expect(text.contains("\"adjusted_ms\": -700,\n"))
        #expect(text.contains("{ \"duration_ms\": 1000 },\n"))
        let loaded = try #require(try makeAdapter().load())
        #expect(loaded.current == snapshot)
        #expect(loaded.current.laps.note(at: 1)?.text == "the \"hill\", 🏁 \\ שלום")
    }

    @Test func aNoteThatBreaksTheRulesIsLeftOutAndItsLapKept() throws {
        folder.write(
            """
            {"version": 2, "saved_at": 1763726400000, "current": 1, "stopwatches": [{"id": 1, "name": "Tea", "status": "paused",
             "elapsed_ms": 3000, "laps": [{"duration_ms": 1000, "note": "two\\nlines"}, {"duration_ms": 1000, "note": null},
             {"duration_ms": 1000, "note": "\(String(repeating: "x", count: 101))"}]}]}
            """, to: "stopwatch/state.json")
        let loaded = try #require(try makeAdapter().load())
        #expect(loaded.current.laps.count == 3)
        #expect((0..<3).allSatisfy { loaded.current.laps.note(at: $0) == nil })
    }

    @Test func unknownExtraFieldsAreIgnored() throws {
        folder.write(
            """
            {"version": 1, "status": "paused", "elapsed_ms": 5000, "saved_at": 1, "theme": "dark",
             "laps": [{"duration_ms": 1000, "colour": "red"}]}
            """)
        let loaded = try makeAdapter().load()?.current
        #expect(loaded?.laps == [.milliseconds(1000)])
        #expect(logger.entries.isEmpty)
    }

    // MARK: bad input

    @Test func aMissingFileIsACleanStartWithoutAWarning() throws {
        #expect(try makeAdapter().load()?.current == nil)
        #expect(logger.entries.isEmpty)
    }

    static var badFiles: [(name: String, bytes: Data)] {
        [
            ("empty", Data()),
            ("garbage", Data("not json at all \u{1}\u{2}".utf8)),
            ("truncated", Data("{\"version\": 1, \"status\": \"running\", \"elapsed_ms\": 83".utf8)),
            ("wrong types", Data("{\"version\": 1, \"status\": \"paused\", \"elapsed_ms\": \"5000\", \"saved_at\": 1, \"laps\": []}".utf8)),
            (
                "unknown status",
                Data("{\"version\": 1, \"status\": \"sprinting\", \"elapsed_ms\": 5000, \"saved_at\": 1, \"laps\": []}".utf8)
            ),
            ("negative elapsed", Data("{\"version\": 1, \"status\": \"paused\", \"elapsed_ms\": -5, \"saved_at\": 1, \"laps\": []}".utf8)),
            (
                "negative lap",
                Data(
                    "{\"version\": 1, \"status\": \"paused\", \"elapsed_ms\": 5000, \"saved_at\": 1, \"laps\": [{\"duration_ms\": -1}]}"
                        .utf8)
            ),
            (
                "laps past elapsed",
                Data(
                    "{\"version\": 1, \"status\": \"paused\", \"elapsed_ms\": 1000, \"saved_at\": 1, \"laps\": [{\"duration_ms\": 600}, {\"duration_ms\": 600}]}"
                        .utf8)
            ),
            (
                "saved_at not a number",
                Data("{\"version\": 1, \"status\": \"running\", \"elapsed_ms\": 5000, \"saved_at\": \"yesterday\", \"laps\": []}".utf8)
            ),
            (
                "fractional time",
                Data("{\"version\": 1, \"status\": \"paused\", \"elapsed_ms\": 5000.5, \"saved_at\": 1, \"laps\": []}".utf8)
            ),
            ("missing field", Data("{\"version\": 1, \"status\": \"paused\", \"saved_at\": 1, \"laps\": []}".utf8)),
            ("old version", Data("{\"version\": 0, \"status\": \"paused\", \"elapsed_ms\": 5000, \"saved_at\": 1, \"laps\": []}".utf8)),
            ("10 MB of junk", Data(repeating: 0xFF, count: 10_000_000)),
            (
                "elapsed near Int64.max",
                Data("{\"version\": 1, \"status\": \"running\", \"elapsed_ms\": 9223372036854775000, \"saved_at\": 1, \"laps\": []}".utf8)
            ),
            (
                "elapsed one past 100 years",
                Data("{\"version\": 1, \"status\": \"paused\", \"elapsed_ms\": 3155760000001, \"saved_at\": 1, \"laps\": []}".utf8)
            ),
            (
                "saved_at past year 9999",
                Data("{\"version\": 1, \"status\": \"running\", \"elapsed_ms\": 5, \"saved_at\": 253402300800000, \"laps\": []}".utf8)
            ),
            (
                "negative saved_at",
                Data("{\"version\": 1, \"status\": \"running\", \"elapsed_ms\": 5, \"saved_at\": -1, \"laps\": []}".utf8)
            ),
            (
                "lap past 100 years",
                Data(
                    "{\"version\": 1, \"status\": \"paused\", \"elapsed_ms\": 3155760000000, \"saved_at\": 1, \"laps\": [{\"duration_ms\": 3155760000001}]}"
                        .utf8)
            ),
            (
                "started_at before 1970",
                Data("{\"version\": 1, \"status\": \"paused\", \"elapsed_ms\": 5, \"saved_at\": 1, \"started_at\": -9, \"laps\": []}".utf8)
            ),
            (
                "10,000 stopwatches",
                Data(
                    StateFileVersion2Tests.file(stopwatches: (1...10_000).map { StateFileVersion2Tests.stopwatch(id: $0, name: "S\($0)") })
                        .utf8)
            ),
            (
                "two stopwatches with one id",
                Data(
                    StateFileVersion2Tests.file(stopwatches: [
                        StateFileVersion2Tests.stopwatch(id: 1, name: "Tea"), StateFileVersion2Tests.stopwatch(id: 1, name: "Eggs"),
                    ]).utf8)
            ),
            (
                "two stopwatches with one name",
                Data(
                    StateFileVersion2Tests.file(stopwatches: [
                        StateFileVersion2Tests.stopwatch(id: 1, name: "Tea"), StateFileVersion2Tests.stopwatch(id: 2, name: "TEA"),
                    ]).utf8)
            ),
            ("no stopwatch", Data(StateFileVersion2Tests.file(stopwatches: []).utf8)),
            (
                "current not among them",
                Data(StateFileVersion2Tests.file(stopwatches: [StateFileVersion2Tests.stopwatch(id: 1, name: "Tea")], current: 7).utf8)
            ),
            (
                "a name of 61 characters",
                Data(
                    StateFileVersion2Tests.file(stopwatches: [
                        StateFileVersion2Tests.stopwatch(id: 1, name: String(repeating: "x", count: 61))
                    ]).utf8)
            ),
            ("an empty name", Data(StateFileVersion2Tests.file(stopwatches: [StateFileVersion2Tests.stopwatch(id: 1, name: "  ")]).utf8)),
            (
                "an id of 0",
                Data(StateFileVersion2Tests.file(stopwatches: [StateFileVersion2Tests.stopwatch(id: 0, name: "Tea")], current: 0).utf8)
            ),
            (
                "a name that is a number",
                Data(
                    #"{"version": 2, "saved_at": 1, "current": 1, "stopwatches": [{"id": 1, "name": 5, "status": "initial", "elapsed_ms": 0, "laps": []}]}"#
                        .utf8)
            ),
            (
                "number past Int64",
                Data("{\"version\": 1, \"status\": \"paused\", \"elapsed_ms\": 92233720368547758070, \"saved_at\": 1, \"laps\": []}".utf8)
            ),
        ]
    }

    @Test(arguments: badFiles.indices)
    func aBadFileIsKeptAsideBytesIntactWithOneWarningAndTheAppStartsClean(index: Int) throws {
        let (name, bytes) = Self.badFiles[index]
        folder.write(bytes)
        let adapter = makeAdapter()
        #expect(try adapter.load()?.current == nil, "\(name)")
        let kept = try #require(folder.files().first { $0.hasPrefix("state.json.bad-") }, "\(name)")
        #expect(folder.read("stopwatch/" + kept) == bytes, "\(name)")
        #expect(!folder.files().contains("state.json"), "\(name)")
        #expect(logger.entries.count == 1, "\(name)")
        #expect(logger.entries.first?.level == .warning, "\(name)")
        #expect(logger.entries.first?.message.contains(kept) == true, "\(name)")
        // A clean start saves as usual, beside the copy.
        adapter.save(.init(single: running))
        #expect(adapter.flush(timeout: HangGuard.timeout))
        #expect(try makeAdapter().load()?.current == running, "\(name)")
        #expect(folder.read("stopwatch/" + kept) == bytes, "\(name)")
    }

    @Test func aFileFromANewerVersionIsLeftAloneAndNeverOverwritten() throws {
        let newer = Data("{\"version\": 4, \"status\": \"lapping\", \"elapsed\": {\"ns\": 1}}".utf8)
        folder.write(newer)
        let adapter = makeAdapter()
        #expect(try adapter.load()?.current == nil)
        adapter.save(.init(single: running))
        adapter.save(.init(single: running))
        #expect(adapter.flush(timeout: HangGuard.timeout))
        #expect(folder.read() == newer)
        #expect(folder.files() == ["state.json"])
        #expect(logger.entries.count == 1)
        #expect(logger.messages(atLeast: .error).first?.contains("newer version (4)") == true)
    }

    @Test func anUnusableConfigFolderIsAFailingSaveShownAndLoggedOnce() throws {
        // A file where the config folder should be: nothing can be written there.
        folder.write("not a folder", to: "stopwatch")
        let adapter = makeAdapter()
        #expect(try adapter.load()?.current == nil)
        for _ in 0..<5 {
            adapter.save(.init(single: running))
            #expect(adapter.flush(timeout: HangGuard.timeout))
        }
        #expect(logger.messages(atLeast: .error).count == 1)
        #expect(mailbox.posted == [.failing(reason: "Not a directory")])
        #expect(folder.read("stopwatch") == Data("not a folder".utf8))
    }

    @Test func failingWritesAreReportedOnceAndTheFirstGoodSaveEndsIt() throws {
        let adapter = makeAdapter()
        var told: [PersistenceHealth] = []
        adapter.healthChanges.add { told.append($0) }
        #expect(try adapter.load()?.current == nil)
        // Something the file cannot be renamed over appears after start-up.
        folder.write("keep", to: "stopwatch/state.json/inside")
        for _ in 0..<5 {
            adapter.save(.init(single: running))
            #expect(adapter.flush(timeout: HangGuard.timeout))
        }
        let errors = logger.messages(atLeast: .error)
        #expect(errors.count == 1)
        #expect(errors.first?.contains("Cannot save the stopwatch") == true)
        #expect(folder.read("stopwatch/state.json/inside") == Data("keep".utf8))
        try FileManager.default.removeItem(atPath: folder.path + "/stopwatch/state.json")
        adapter.save(.init(single: running))
        #expect(adapter.flush(timeout: HangGuard.timeout))
        #expect(try makeAdapter().load()?.current == running)
        #expect(mailbox.posted == [.failing(reason: "Is a directory"), .saving])
        // On the main loop, each report reaches the data source's observer.
        mailbox.posted.forEach(adapter.receive)
        #expect(told == [.failing(reason: "Is a directory"), .saving])
    }

    @Test func aFileFromANewerVersionTurnsSavingOffVisibly() throws {
        folder.write("{\"version\": 7}")
        let adapter = makeAdapter()
        var told: [PersistenceHealth] = []
        adapter.healthChanges.add { told.append($0) }
        #expect(try adapter.load()?.current == nil)
        #expect(told == [.off(reason: .newerVersion)])
        // Later reports from the writer change nothing while saving is off.
        adapter.receive(.saving)
        #expect(told.count == 1)
    }

    // MARK: not a regular file

    /// Makes something other than a regular state file at `path`, or says why it cannot here.
    enum Oddity: String, CaseIterable, CustomTestStringConvertible {
        case directory, fifo, linkToDevZero, linkToDirectory, danglingLink, unixSocket, hugeFile
        var testDescription: String { rawValue }

        /// What the warning must say it is.
        var description: String {
            switch self {
            case .directory: "is a directory"
            case .fifo: "is a FIFO"
            case .linkToDevZero: "is a link to a device"
            case .linkToDirectory: "is a link to a directory"
            case .danglingLink: "is a link to nothing"
            case .unixSocket: "is a socket"
            case .hugeFile: "is larger than 64 MB"
            }
        }

        func make(at path: String, in folder: TemporaryFolder) throws {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            switch self {
            case .directory: try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
            case .fifo: #expect(mkfifo(path, 0o600) == 0)
            case .linkToDevZero: #expect(symlink("/dev/zero", path) == 0)
            case .linkToDirectory: #expect(symlink(folder.path, path) == 0)
            case .danglingLink: #expect(symlink(folder.path + "/nowhere", path) == 0)
            case .unixSocket:
                let socketDescriptor = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
                var address = sockaddr_un()
                address.sun_family = sa_family_t(AF_UNIX)
                withUnsafeMutableBytes(of: &address.sun_path) { bytes in
                    _ = path.utf8CString.withUnsafeBytes { memcpy(bytes.baseAddress!, $0.baseAddress!, min(bytes.count, $0.count)) }
                }
                let bound = withUnsafePointer(to: &address) {
                    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                        bind(socketDescriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
                    }
                }
                #expect(bound == 0)
                close(socketDescriptor)
            case .hugeFile:
                // Sparse: 65 MB long, nothing written.
                #expect(FileManager.default.createFile(atPath: path, contents: nil))
                #expect(truncate(path, 65 * 1024 * 1024) == 0)
            }
        }
    }

    @Test(arguments: Oddity.allCases)
    func somethingOtherThanARegularFileIsKeptAsideSaidForWhatItIsAndSavingGoesOn(oddity: Oddity) throws {
        try oddity.make(at: folder.location.path, in: folder)
        let adapter = makeAdapter()
        #expect(try adapter.load()?.current == nil)
        let kept = try #require(folder.files().first { $0.hasPrefix("state.json.bad-") })
        let warning = try #require(logger.messages(atLeast: .warning).first)
        #expect(warning.contains(oddity.description), "\(warning)")
        #expect(warning.contains(kept))
        #expect(!warning.lowercased().contains("permission"))
        #expect(adapter.savingOffReason == nil)
        adapter.save(.init(single: running))
        #expect(adapter.flush(timeout: HangGuard.timeout))
        var info = stat()
        #expect(lstat(folder.location.path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG)
        #expect(try makeAdapter().load()?.current == running)
    }
}
