import Foundation
import StopwatchCore
import StopwatchFileSystem
import StopwatchSyncFolder
import StopwatchTestSupport
import Testing

/// Every line and live state in the folder says its format, and a newer one is kept, not
/// misread; symbolic links in the folder are never followed, for reading or for writing
/// (ARCHITECTURE.md, "On every machine"; docs/sync.md).
@Suite struct SyncFolderVersionsAndLinksTests {
    let folder = TemporaryFolder()
    private static let laptop = MachineID("aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa")!
    private static let desktop = MachineID("dddddddddddddddddddddddddddddddd")!
    private static let now = Duration.seconds(1_795_867_200)

    private static func session(_ id: Int64) -> MachineSession {
        MachineSession(
            id: SessionID(rawValue: id), machine: laptop, stopwatchName: "Writing", startedAt: now, elapsed: .seconds(60),
            runLog: RunLog(spans: [RunLog.Span(start: now, end: now + .seconds(60))]))
    }

    private static func text(_ record: SyncRecord) -> String { String(decoding: SyncLineEncoder.line(record), as: UTF8.self) }

    @Test func everyLineAndLiveStateWrittenSaysItsFormat() throws {
        #expect(Self.text(.session(Self.session(1))).hasPrefix("{\"version\": 1, \"id\": 1,"))
        #expect(Self.text(.removed(SessionID(rawValue: 1))) == "{\"version\": 1, \"removed\": 1}\n")
        let live = MachineLiveState(machine: Self.laptop, machineName: "laptop", writtenAt: Self.now, stopwatches: [])
        #expect(String(decoding: LiveStateEncoder.file(live, writer: 1), as: UTF8.self).hasPrefix("{\n  \"version\": 1,"))
    }

    @Test func linesOfANewerFormatAreKeptNotMisreadAndSaidOnceAFile() throws {
        let current = Self.text(.session(Self.session(1)))
        let older = current.replacingOccurrences(of: "\"version\": 1, ", with: "")
        // Format 2 is a mend's (MendLineDecoder): a session line of a format after it.
        let newer = current.replacingOccurrences(of: "\"version\": 1, \"id\": 1", with: "\"version\": 3, \"id\": 2")
        let newest = Self.text(.removed(SessionID(rawValue: 1))).replacingOccurrences(of: "\"version\": 1", with: "\"version\": 7")
        let wrong = Self.text(.session(Self.session(4))).replacingOccurrences(of: "\"version\": 1", with: "\"version\": \"one\"")
        let none = Self.text(.session(Self.session(5))).replacingOccurrences(of: "\"version\": 1", with: "\"version\": 0")
        let path = Self.laptop.text + "/sessions-2026-11.jsonl"
        folder.write(older.replacingOccurrences(of: "\"id\": 1", with: "\"id\": 3") + newer + current + newest + wrong + none, to: path)
        let changes = SyncFolderReader(folder: folder.path, own: Self.desktop).changes()
        #expect(
            changes.records[Self.laptop] == [.session(Self.session(3)), .session(Self.session(1))],
            "a line from before versions is of format 1; the removal of a newer format is not taken")
        #expect(
            changes.problems == [
                "\(folder.path)/\(path):5: version is not a format version", "\(folder.path)/\(path):6: version is not a format version",
                "\(folder.path)/\(path): 2 lines written in format 7 by a newer version of the app: kept, not read",
            ])
        #expect(folder.read(path).map { String(decoding: $0, as: UTF8.self) }?.contains(newer) == true, "left as it is")
    }

    @Test func aMendLineIsReadAsTheFoldersMachinesMendWhateverItSaysAndABrokenOneIsSaid() throws {
        let mend = SessionMend(
            stamp: MendStamp(count: 4, machine: Self.desktop), session: SessionRef(machine: Self.desktop, id: SessionID(rawValue: 9)),
            change: .note("the call ran on"))
        let line = String(decoding: SyncLineEncoder.line(.mend(mend)), as: UTF8.self)
        #expect(line.hasPrefix("{\"version\": 2, \"mend\": 4,"))
        let broken = line.replacingOccurrences(of: "\"mend\": 4", with: "\"mend\": -4")
        let path = Self.laptop.text + "/sessions-2026-12.jsonl"
        folder.write(Self.text(.session(Self.session(1))) + line + broken, to: path)
        let changes = SyncFolderReader(folder: folder.path, own: Self.desktop).changes()
        // The laptop's folder speaks for the laptop: the mend is the laptop's, not the desktop's.
        let taken = SessionMend(stamp: MendStamp(count: 4, machine: Self.laptop), session: mend.session, change: mend.change)
        #expect(changes.records[Self.laptop] == [.session(Self.session(1)), .mend(taken)])
        #expect(changes.problems == ["\(folder.path)/\(path):3: mend is not a count"])
    }

    @Test func aLiveStateOfANewerFormatIsNotShownAndSaid() throws {
        let live = MachineLiveState(
            machine: Self.laptop, machineName: "laptop", writtenAt: Self.now,
            stopwatches: [ElsewhereStopwatch(machine: Self.laptop, name: "Writing", status: .running, elapsed: .seconds(5))])
        let text = String(decoding: LiveStateEncoder.file(live, writer: 1), as: UTF8.self)
        folder.write(text.replacingOccurrences(of: "\"version\": 1", with: "\"version\": 2"), to: Self.laptop.text + "/live.json")
        let changes = SyncFolderReader(folder: folder.path, own: Self.desktop).changes()
        #expect(changes.liveStates.isEmpty)
        #expect(
            changes.problems == [
                "\(folder.path)/\(Self.laptop.text)/live.json: written in format 2 by a newer version of the app: kept, not read"
            ])
    }

    @Test func aMachinesFolderThatIsALinkIsNeverFollowedAndSaidOnce() throws {
        // A folder elsewhere on this disk holding what looks like a machine's files, and a
        // machine's folder in the sync folder that points there (an engine carries links).
        folder.write(Self.text(.session(Self.session(1))), to: "elsewhere/sessions-2026-11.jsonl")
        let live = MachineLiveState(machine: Self.laptop, machineName: "laptop", writtenAt: Self.now, stopwatches: [])
        folder.write(String(decoding: LiveStateEncoder.file(live, writer: 1), as: UTF8.self), to: "elsewhere/live.json")
        try FileManager.default.createDirectory(atPath: folder.path + "/sync", withIntermediateDirectories: true)
        #expect(symlink(folder.path + "/elsewhere", folder.path + "/sync/" + Self.laptop.text) == 0)
        let reader = SyncFolderReader(folder: folder.path + "/sync", own: Self.desktop)
        let changes = reader.changes()
        #expect(changes.records.isEmpty && changes.liveStates.isEmpty)
        #expect(
            changes.problems == ["\(folder.path)/sync/\(Self.laptop.text): a symbolic link or not a folder: not followed, not read"])
        #expect(reader.changes().isEmpty, "said once")
        let status = SyncFolderReader(folder: folder.path + "/sync", own: Self.desktop).liveStates()
        #expect(status.liveStates.isEmpty && status.problems.count == 1, "nor for --status")
    }

    @Test func thisMachinesFolderReplacedByALinkIsNeverWrittenThrough() throws {
        let writer = SyncFolderWriter(folder: folder.path + "/sync", machine: Self.desktop)
        try FileManager.default.createDirectory(atPath: folder.path + "/sync", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder.path + "/elsewhere", withIntermediateDirectories: true)
        #expect(symlink(folder.path + "/elsewhere", writer.machineFolder) == 0)
        let live = MachineLiveState(machine: Self.desktop, machineName: "desktop", writtenAt: Self.now, stopwatches: [])
        for making in [true, false] {
            #expect(throws: SyncWriteFailure.ownFolderIsLink) {
                try writer.append(.session(Self.session(1)), now: Self.now, makingOwnFolder: making)
            }
            #expect(throws: SyncWriteFailure.ownFolderIsLink) { try writer.replaceLiveState(live, writer: 1, makingOwnFolder: making) }
        }
        #expect(folder.files(in: "elsewhere").isEmpty, "nothing written where it points")
    }
}
