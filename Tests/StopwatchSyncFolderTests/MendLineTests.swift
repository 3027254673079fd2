import StopwatchCore
import StopwatchSyncFolder
import Testing

/// A mend written as a line of this machine's file and read back by another machine, and read
/// as the hostile input another machine's line is (ARCHITECTURE.md, "Mends").
@Suite struct MendLineTests {
    private static let laptop = MachineID("0123456789abcdef0123456789abcdef")!
    private static let desktop = MachineID("fedcba9876543210fedcba9876543210")!
    private static let session = SessionRef(machine: desktop, id: SessionID(rawValue: 8412))
    private static let instant = Duration.milliseconds(1_764_000_000_123)

    private static func problem(_ text: String) -> SyncLineDecoder.Problem? {
        do throws(SyncLineDecoder.Problem) {
            _ = try MendLineDecoder.mend(Array(text.utf8)[...], by: laptop)
            return nil
        } catch {
            return error
        }
    }

    private static func line(_ members: String) -> String {
        #"{"version": 2, "mend": 3, "machine": "\#(desktop.text)", "session": 8412, \#(members)}"#
    }

    @Test func everyChangeComesBackAsItWasWrittenOnOneLineAndAsTheFoldersMachines() throws {
        let changes: [MendChange] = [
            .begin(Self.instant), .end(Self.instant), .length(.milliseconds(5_400_000)), .stopwatch("Écrire \"le\" livre"),
            .note("lunch\nwith Ana"), .split(at: Self.instant, newID: SessionID(rawValue: Int64.max)),
            .join(SessionRef(machine: Self.laptop, id: SessionID(rawValue: 9))), .remove,
        ]
        for change in changes {
            let mend = SessionMend(stamp: MendStamp(count: 41, machine: Self.desktop), session: Self.session, change: change)
            let line = MendLineEncoder.line(mend)
            #expect(line.last == UInt8(ascii: "\n"))
            #expect(line.dropLast().allSatisfy { $0 != UInt8(ascii: "\n") }, "one line")
            #expect(try MendLineDecoder.mend(line.dropLast(), by: Self.desktop) == mend)
            let claimed = try MendLineDecoder.mend(line.dropLast(), by: Self.laptop)
            #expect(claimed.stamp.machine == Self.laptop, "the folder's machine made it, whatever the line says")
        }
    }

    @Test func anAppThatReadsOnlySessionsKeepsAMendLineUnreadAsANewerFormats() throws {
        let mend = SessionMend(stamp: MendStamp(count: 1, machine: Self.laptop), session: Self.session, change: .remove)
        let line = MendLineEncoder.line(mend).dropLast()
        do throws(SyncLineDecoder.Problem) {
            _ = try SyncLineDecoder.record(line, machine: Self.laptop)
            Issue.record("a mend line read as a session's")
        } catch {
            #expect(error.newerVersion == MendLineDecoder.formatVersion)
        }
        #expect(Self.problem(#"{"version": 3, "mend": 1}"#)?.newerVersion == 3)
        #expect(Self.problem(Self.line(#""change": "merge""#))?.description == "a change this version does not know: kept, not read")
    }

    @Test func aHostileLineAsksNoMoreThanAMendMayDo() {
        #expect(Self.problem(Self.line(#""change": "remove""#)) == nil)
        let refused: [(String, String)] = [
            (#""change": "begin", "at_ms": -1"#, "at_ms is not an instant between 1970 and 9999"),
            (#""change": "end", "at_ms": 9223372036854775807"#, "at_ms is not an instant between 1970 and 9999"),
            (#""change": "end", "at_ms": "soon""#, "at_ms is not a whole number"),
            (#""change": "length", "length_ms": -5"#, "length_ms is not between 0 and 100 years"),
            (#""change": "length", "length_ms": 3155760000001"#, "length_ms is not between 0 and 100 years"),
            (#""change": "stopwatch", "stopwatch": """#, "the stopwatch name is empty or longer than 60 characters"),
            (
                #""change": "stopwatch", "stopwatch": "\#(String(repeating: "x", count: 61))""#,
                "the stopwatch name is empty or longer than 60 characters"
            ),
            (#""change": "note", "note": "\#(String(repeating: "n", count: 1_001))""#, "a note longer than 1000 characters"),
            (#""change": "split", "at_ms": 1764000000000, "new": 0"#, "new is not a session id"),
            (#""change": "join", "other_machine": "../../etc", "other": 4"#, "other's machine is not a machine id"),
        ]
        for (members, problem) in refused {
            #expect(Self.problem(Self.line(members))?.description == problem, "\(members)")
        }
        #expect(
            Self.problem(#"{"version": 2, "mend": 0, "machine": "\#(Self.desktop.text)", "session": 1, "change": "remove"}"#)?.description
                == "mend is not a count")
        #expect(
            Self.problem(#"{"version": 2, "mend": 1, "machine": "\#(Self.desktop.text)", "session": -4, "change": "remove"}"#)?.description
                == "session is not a session id")
        #expect(Self.problem(#"{"version": 2, "mend": 1, "#)?.description.hasPrefix("not JSON") == true)
    }

    @Test func aCountClaimedFarInTheFutureIsBoundedOnRead() throws {
        let text = #"{"version": 2, "mend": 9223372036854775807, "machine": "\#(Self.desktop.text)", "session": 1, "change": "remove"}"#
        let mend = try MendLineDecoder.mend(Array(text.utf8)[...], by: Self.desktop)
        #expect(mend.stamp.count == MendStamp.maximumCount)
    }
}
