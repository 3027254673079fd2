import Foundation
import StopwatchCore
import StopwatchFileSystem
import StopwatchSyncFolder
import StopwatchTestSupport
import Testing

/// Two machines over one folder, as a sync engine keeps it (ARCHITECTURE.md, "On every
/// machine"): each writes only its own files, 0600; each reads the other's, only what is new,
/// as hostile input, and never an engine's temporary file.
@Suite struct SyncFolderTests {
    let folder = TemporaryFolder()
    private static let laptop = MachineID("aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa")!
    private static let desktop = MachineID("dddddddddddddddddddddddddddddddd")!
    /// 2026-11-28 12:00 UTC.
    private static let now = Duration.seconds(1_795_867_200)

    private var laptopWriter: SyncFolderWriter { SyncFolderWriter(folder: folder.path, machine: Self.laptop) }
    private var laptopFolder: String { Self.laptop.text }

    private static func session(_ id: Int64, minutes: Int64 = 30) -> MachineSession {
        MachineSession(
            id: SessionID(rawValue: id), machine: laptop, stopwatchName: "Writing", startedAt: now,
            elapsed: .seconds(60 * minutes), lapCount: 1,
            runLog: RunLog(spans: [RunLog.Span(start: now, end: now + .seconds(60 * minutes))]))
    }

    /// The line of session `id`, as the writer writes it.
    private static func line(_ id: Int64) -> String {
        String(decoding: SyncLineEncoder.line(.session(session(id))), as: UTF8.self)
    }

    private func append(_ text: String, to name: String) throws {
        let handle = try #require(FileHandle(forWritingAtPath: folder.path + "/" + laptopFolder + "/" + name))
        handle.seekToEndOfFile()
        handle.write(Data(text.utf8))
        handle.closeFile()
    }

    @Test func aSessionOneMachineClosedIsReadByTheOtherOnceAndOnlyWhatIsNewAfter() throws {
        let reader = SyncFolderReader(folder: folder.path, own: Self.desktop)
        #expect(reader.changes().isEmpty, "nothing there yet")
        try laptopWriter.append(.session(Self.session(1)), now: Self.now)
        #expect(folder.files(in: laptopFolder) == ["sessions-2026-11.jsonl"])
        #expect(folder.mode(of: laptopFolder + "/sessions-2026-11.jsonl") == 0o600)
        #expect(folder.mode(of: laptopFolder) == 0o700)
        let first = reader.changes()
        #expect(first.records == [Self.laptop: [.session(Self.session(1))]])
        #expect(first.problems.isEmpty)
        #expect(first.lastFile == SyncFolderReader.FileName(machine: Self.laptop, name: "sessions-2026-11.jsonl"))
        let again = reader.changes()
        #expect(again.isEmpty, "read once")
        #expect(again.lastFile == nil, "no file had anything new")
        try laptopWriter.append(.session(Self.session(2)), now: Self.now)
        try laptopWriter.append(.removed(SessionID(rawValue: 1)), now: Self.now + .seconds(86_400 * 5))
        #expect(folder.files(in: laptopFolder) == ["sessions-2026-11.jsonl", "sessions-2026-12.jsonl"])
        let later = reader.changes()
        #expect(later.records == [Self.laptop: [.session(Self.session(2)), .removed(SessionID(rawValue: 1))]])
        #expect(later.lastFile?.name == "sessions-2026-12.jsonl", "the later month read last")
        // Through the port, with the wall clock's time of the read.
        let port = SyncFolder(folder: folder.path, machine: Self.desktop, writer: 1, now: { Self.now })
        #expect(port.changes().lastFileRead == SyncFileRead(machine: Self.laptop, name: "sessions-2026-12.jsonl", at: Self.now))
    }

    /// Once made, this machine's folder is not made again: gone, it is the folder's disk or
    /// share unmounted, and files under the bare mount point would be hidden when it is back.
    @Test func aWriteNotMakingItsFolderFailsWithoutItAndMakesNothing() throws {
        let live = MachineLiveState(machine: Self.laptop, machineName: "laptop", writtenAt: Self.now, stopwatches: [])
        #expect(throws: SyncWriteFailure.ownFolderGone) {
            try laptopWriter.append(.session(Self.session(1)), now: Self.now, makingOwnFolder: false)
        }
        #expect(throws: SyncWriteFailure.ownFolderGone) { try laptopWriter.replaceLiveState(live, writer: 1, makingOwnFolder: false) }
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/" + laptopFolder), "nothing made")
        try laptopWriter.append(.session(Self.session(1)), now: Self.now)
        try laptopWriter.append(.session(Self.session(2)), now: Self.now, makingOwnFolder: false)
        try laptopWriter.replaceLiveState(live, writer: 1, makingOwnFolder: false)
        let reader = SyncFolderReader(folder: folder.path, own: Self.desktop)
        #expect(reader.changes().records[Self.laptop]?.count == 2, "written once it is there")
    }

    @Test func aMachineNeverReadsItsOwnFolderNorAnythingThatIsNotAMachinesFolder() throws {
        try laptopWriter.append(.session(Self.session(1)), now: Self.now)
        #expect(SyncFolderReader(folder: folder.path, own: Self.laptop).changes().isEmpty)
        folder.write(Self.line(9), to: "notes/sessions-2026-11.jsonl")
        folder.write("x", to: "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/sessions-2026-11.jsonl")
        #expect(SyncFolderReader(folder: folder.path, own: Self.laptop).changes().isEmpty)
    }

    @Test func aBadLineIsPassedOverAndToldWithItsFileAndLineWhileTheOthersAreRead() throws {
        try laptopWriter.append(.session(Self.session(1)), now: Self.now)
        try append("{\"id\": 2, \"stopwatch\": \"Run\", \"started_ms\": -1, \"elapsed_ms\": 0}\n\nnot json\n", to: "sessions-2026-11.jsonl")
        try laptopWriter.append(.session(Self.session(3)), now: Self.now)
        let changes = SyncFolderReader(folder: folder.path, own: Self.desktop).changes()
        #expect(changes.records[Self.laptop] == [.session(Self.session(1)), .session(Self.session(3))])
        let file = folder.path + "/" + laptopFolder + "/sessions-2026-11.jsonl"
        #expect(changes.problems.count == 2)
        #expect(changes.problems.first?.hasPrefix(file + ":2: started_ms is not an instant") == true, "\(changes.problems)")
        #expect(changes.problems.last?.hasPrefix(file + ":4: not JSON") == true, "\(changes.problems)")
    }

    @Test func aLastLineWithoutItsBreakWaitsForTheRestOfIt() throws {
        try laptopWriter.append(.session(Self.session(1)), now: Self.now)
        let reader = SyncFolderReader(folder: folder.path, own: Self.desktop)
        _ = reader.changes()
        let line = Self.line(2)
        let half = line.index(line.startIndex, offsetBy: line.count / 2)
        try append(String(line[..<half]), to: "sessions-2026-11.jsonl")
        #expect(reader.changes().isEmpty, "half a line is not read")
        try append(String(line[half...]), to: "sessions-2026-11.jsonl")
        #expect(reader.changes().records == [Self.laptop: [.session(Self.session(2))]])
    }

    @Test func aLineLongerThanAnySessionIsPassedOverToItsEndWithoutBeingHeld() throws {
        try laptopWriter.append(.session(Self.session(1)), now: Self.now)
        let reader = SyncFolderReader(folder: folder.path, own: Self.desktop)
        _ = reader.changes()
        try append(String(repeating: "x", count: SyncLineDecoder.maximumLineBytes + 10), to: "sessions-2026-11.jsonl")
        let during = reader.changes()
        #expect(during.records.isEmpty)
        #expect(during.problems.count == 1 && during.problems[0].hasSuffix(":2: longer than \(SyncLineDecoder.maximumLineBytes) bytes"))
        try append("xxxx\n", to: "sessions-2026-11.jsonl")
        try laptopWriter.append(.session(Self.session(3)), now: Self.now)
        let after = reader.changes()
        #expect(after.records == [Self.laptop: [.session(Self.session(3))]])
        #expect(after.problems.isEmpty, "told once: \(after.problems)")
    }

    @Test func aConflictCopyIsReadAfterItsFileAndTemporaryFilesNever() throws {
        try laptopWriter.append(.session(Self.session(1)), now: Self.now)
        let both = Self.line(1) + Self.line(2)
        folder.write(both, to: laptopFolder + "/sessions-2026-11.sync-conflict-20261128-101112-ABCDEFG.jsonl")
        folder.write(Self.line(3), to: laptopFolder + "/.syncthing.sessions-2026-11.jsonl.tmp")
        folder.write(Self.line(4), to: laptopFolder + "/sessions-2026-11.jsonl.part")
        let changes = SyncFolderReader(folder: folder.path, own: Self.desktop).changes()
        #expect(changes.records[Self.laptop] == [.session(Self.session(1)), .session(Self.session(1)), .session(Self.session(2))])
        var merged = InMemoryMachineRecords()
        merged.takeIn(changes.records[Self.laptop] ?? [])
        #expect(merged.sessions.count == 2, "nothing lost, nothing counted twice")
    }

    @Test(arguments: [SyncFolderReader.bytesWorthHelpers, 0])
    func aYearOfFilesComesInTheFilesOrderAndEachIsReadOnFromWhereItWasLeft(bytesWorthHelpers: Int64) throws {
        // Two sessions and a bad line a month, read on this thread alone or on every core
        // (from 0 bytes): joined as if read one after the other (months in order, then the
        // conflict copy), problems with their files.
        for month in 1...12 {
            let name = "sessions-2025-" + (month < 10 ? "0" : "") + String(month) + ".jsonl"
            folder.write(Self.line(Int64(month * 10)) + "not json\n" + Self.line(Int64(month * 10 + 1)), to: laptopFolder + "/" + name)
        }
        folder.write(Self.line(500), to: laptopFolder + "/sessions-2025-01.sync-conflict-20251231-101112-ABCDEFG.jsonl")
        let reader = SyncFolderReader(folder: folder.path, own: Self.desktop, bytesWorthHelpers: bytesWorthHelpers)
        let first = reader.changes()
        let ids = (first.records[Self.laptop] ?? []).map { record -> Int64 in
            guard case .session(let session) = record else { return 0 }
            return session.id.rawValue
        }
        var expectedIDs: [Int64] = []
        for month in Int64(1)...12 { expectedIDs += [month * 10, month * 10 + 1] }
        #expect(ids == expectedIDs + [500])
        let expectedProblems = (1...12).map { month in
            folder.path + "/" + laptopFolder + "/sessions-2025-" + (month < 10 ? "0" : "") + String(month) + ".jsonl:2: not JSON"
        }
        #expect(first.problems.count == expectedProblems.count)
        for (problem, expected) in zip(first.problems, expectedProblems) {
            #expect(problem.hasPrefix(expected), "\(problem)")
        }
        #expect(first.lastFile?.name == "sessions-2025-01.sync-conflict-20251231-101112-ABCDEFG.jsonl")
        // Each file read on from where it was left: only the line appended to June is new.
        try append(Self.line(600), to: "sessions-2025-06.jsonl")
        let again = reader.changes()
        #expect(again.records == [Self.laptop: [.session(Self.session(600))]])
        #expect(again.problems.isEmpty, "each bad line told once: \(again.problems)")
        #expect(again.lastFile?.name == "sessions-2025-06.jsonl")
    }

    @Test func aFileReplacedByTheEngineIsReadAgainFromItsStart() throws {
        try laptopWriter.append(.session(Self.session(1)), now: Self.now)
        let reader = SyncFolderReader(folder: folder.path, own: Self.desktop)
        _ = reader.changes()
        // Syncthing writes a temporary file and renames it over the old one.
        let replacement = Self.line(1) + Self.line(2)
        folder.write(replacement, to: laptopFolder + "/.syncthing.sessions-2026-11.jsonl.tmp")
        let machineFolder = folder.path + "/" + laptopFolder
        #expect(rename(machineFolder + "/.syncthing.sessions-2026-11.jsonl.tmp", machineFolder + "/sessions-2026-11.jsonl") == 0)
        #expect(reader.changes().records == [Self.laptop: [.session(Self.session(1)), .session(Self.session(2))]])
    }

    @Test func aLinkIsNotFollowed() throws {
        try laptopWriter.append(.session(Self.session(1)), now: Self.now)
        folder.write(Self.line(2), to: "elsewhere.jsonl")
        #expect(symlink(folder.path + "/elsewhere.jsonl", folder.path + "/" + laptopFolder + "/sessions-2026-10.jsonl") == 0)
        let changes = SyncFolderReader(folder: folder.path, own: Self.desktop).changes()
        #expect(changes.records[Self.laptop] == [.session(Self.session(1))])
        #expect(changes.problems.count == 1 && changes.problems[0].hasPrefix(folder.path + "/" + laptopFolder + "/sessions-2026-10.jsonl"))
    }

    @Test func theLiveStateIsReplacedWholeAndReadWhenItChanges() throws {
        let reader = SyncFolderReader(folder: folder.path, own: Self.desktop)
        let running = ElsewhereStopwatch(machine: Self.laptop, name: "Writing", status: .running, elapsed: .seconds(90), lapCount: 2)
        let state = MachineLiveState(machine: Self.laptop, machineName: "laptop", writtenAt: Self.now, stopwatches: [running])
        try laptopWriter.replaceLiveState(state, writer: 77)
        #expect(folder.files(in: laptopFolder) == ["live.json"], "the temporary file renamed into place")
        #expect(folder.mode(of: laptopFolder + "/live.json") == 0o600)
        let read = reader.changes()
        #expect(read.lastFile == SyncFolderReader.FileName(machine: Self.laptop, name: "live.json"))
        let first = read.liveStates[Self.laptop]
        #expect(first?.state.heard(at: folder.changeTime(of: laptopFolder + "/live.json")) == state)
        #expect(first?.state.heardAt != nil, "heard when the file landed here, by this machine's clock")
        #expect(first?.writer == 77)
        #expect(reader.changes().isEmpty, "read once")
        let paused = MachineLiveState(
            machine: Self.laptop, machineName: "laptop", writtenAt: Self.now + .seconds(5),
            stopwatches: [ElsewhereStopwatch(machine: Self.laptop, name: "Writing", status: .paused, elapsed: .seconds(95))])
        try laptopWriter.replaceLiveState(paused, writer: 77)
        #expect(reader.changes().liveStates[Self.laptop]?.state.heard(at: folder.changeTime(of: laptopFolder + "/live.json")) == paused)
    }

    @Test func twoInstallationsWritingAsOneMachineAreToldOnceThisOneWroteAndSeesTheOthersNumber() throws {
        let state = MachineLiveState(machine: Self.laptop, machineName: "laptop", writtenAt: Self.now, stopwatches: [])
        // The last run's live state is there: not another installation's.
        try laptopWriter.replaceLiveState(state, writer: 5)
        let this = SyncFolder(folder: folder.path, machine: Self.laptop, writer: 6, now: { Self.now })
        let copy = SyncFolder(folder: folder.path, machine: Self.laptop, writer: 7, now: { Self.now })
        #expect(this.changes().machineIDShared == false, "nothing written by this run yet")
        #expect(this.replaceLiveState(state, makingOwnFolder: true) == nil)
        #expect(this.changes().machineIDShared == false, "its own number")
        #expect(copy.replaceLiveState(state, makingOwnFolder: true) == nil)
        #expect(this.changes().machineIDShared, "the copy wrote after it")
        #expect(copy.changes().machineIDShared == false)
    }

    @Test func aLiveStateThisProcessWroteUnderTheIdBeforeIsNotAnotherMachines() throws {
        let state = MachineLiveState(machine: Self.laptop, machineName: "laptop", writtenAt: Self.now, stopwatches: [])
        let before = SyncFolder(folder: folder.path, machine: Self.laptop, writer: 6, now: { Self.now })
        #expect(before.replaceLiveState(state, makingOwnFolder: true) == nil)
        // A new id, the same process: the old id's folder is another machine's from now on,
        // but its live state, this process's own, is not read as one.
        let renewed = SyncFolder(folder: folder.path, machine: Self.desktop, writer: 6, now: { Self.now })
        #expect(renewed.changes().liveStates.isEmpty)
        let copy = SyncFolder(folder: folder.path, machine: Self.laptop, writer: 7, now: { Self.now })
        #expect(copy.replaceLiveState(state, makingOwnFolder: true) == nil)
        #expect(
            renewed.changes().liveStates[Self.laptop]?.heard(at: folder.changeTime(of: Self.laptop.text + "/live.json")) == state,
            "the other installation's, once it writes")
    }

    @Test func recordsAppendedTogetherAreLinesOfTheMonthsFileInOrder() throws {
        let writer = SyncFolder(folder: folder.path, machine: Self.laptop, writer: 1, now: { Self.now })
        #expect(
            writer.append([.session(Self.session(1)), .removed(SessionID(rawValue: 1)), .session(Self.session(2))], makingOwnFolder: true)
                == nil)
        #expect(writer.append([], makingOwnFolder: false) == nil)
        let reader = SyncFolderReader(folder: folder.path, own: Self.desktop)
        #expect(
            reader.changes().records[Self.laptop] == [
                .session(Self.session(1)), .removed(SessionID(rawValue: 1)), .session(Self.session(2)),
            ])
        #expect(folder.files(in: laptopFolder) == ["sessions-2026-11.jsonl"])
    }

    @Test func aLiveStateStopwatchThatCannotBeReadIsLeftOutAndTheOthersShown() throws {
        folder.write(
            #"{"machine_name": "lap\ntop", "written_ms": 1795867200000, "stopwatches": [{"name": "A", "status": "running", "elapsed_ms": 5}, {"name": "B", "status": "flying", "elapsed_ms": 5}, {"name": "", "status": "paused", "elapsed_ms": 5}]}"#,
            to: laptopFolder + "/live.json")
        let changes = SyncFolderReader(folder: folder.path, own: Self.desktop).changes()
        let reading = try #require(changes.liveStates[Self.laptop])
        #expect(reading.state.machineName == "lap top")
        #expect(reading.state.stopwatches.map(\.name) == ["A"])
        #expect(changes.problems.count == 2, "\(changes.problems)")
        #expect(changes.problems.first?.hasSuffix("live.json: stopwatch 2: no status (initial, running or paused)") == true)
    }
}

extension MachineLiveState {
    /// This state as read: the same, with `heardAt` in place of none, or `nil` when it was
    /// heard at another time.
    fileprivate func heard(at instant: Duration) -> MachineLiveState? {
        guard heardAt == instant else { return nil }
        return MachineLiveState(machine: machine, machineName: machineName, writtenAt: writtenAt, stopwatches: stopwatches)
    }
}
