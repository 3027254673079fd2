import StopwatchCore

/// Reads a mend line of another machine's file (the format: ``MendLineEncoder``) as hostile
/// input (ARCHITECTURE.md, "Mends"): the mend is taken as the folder's machine's, whatever the
/// line says; its count is held to ``MendStamp/maximumCount``; every instant and length to
/// ``TimeBounds``, a stopwatch's name to its rule, a note to
/// ``MendableSession/maximumNoteLength``; so a line can ask no more than a mend may do. A line
/// of a newer format, or a change this version does not know, is kept and not read.
public enum MendLineDecoder {
    /// The format mend lines are written in: one past the sessions' (``SyncLineDecoder``), which
    /// says a mend line is of a newer format (``SyncLineDecoder/Problem/newerVersion``): so a
    /// reader tells one by that, and an app that reads only sessions keeps it unread.
    public static let formatVersion: Int64 = 2

    /// The mend `line` holds, made by `machine` (the folder it was read from).
    public static func mend(_ line: ArraySlice<UInt8>, by machine: MachineID) throws(SyncLineDecoder.Problem) -> SessionMend {
        typealias Problem = SyncLineDecoder.Problem
        guard line.count <= SyncLineDecoder.maximumLineBytes else { throw Problem("a line longer than any mend's") }
        let members: [String: Member]
        do {
            members = try read(Array(line))
        } catch {
            throw Problem("not JSON: \(error)")
        }
        let version = try integer(members["version"], "version")
        guard version >= 1 else { throw Problem("version is not a format version") }
        guard version <= formatVersion else { throw Problem(newerVersion: version) }
        let count = try integer(members["mend"], "mend")
        guard count > 0 else { throw Problem("mend is not a count") }
        let session = try ref(members["machine"], members["session"], "session")
        let change: MendChange
        switch try text(members["change"], "change") {
        case "begin": change = .begin(try instant(members["at_ms"]))
        case "end": change = .end(try instant(members["at_ms"]))
        case "length":
            guard let length = TimeBounds.elapsed(milliseconds: try integer(members["length_ms"], "length_ms")) else {
                throw Problem("length_ms is not between 0 and 100 years")
            }
            change = .length(length)
        case "stopwatch":
            guard let name = try? StopwatchName.normalized(try text(members["stopwatch"], "stopwatch")) else {
                throw Problem("the stopwatch name is empty or longer than \(StopwatchName.maximumLength) characters")
            }
            change = .stopwatch(name)
        case "note":
            let note = try text(members["note"], "note")
            guard note.count <= MendableSession.maximumNoteLength else {
                throw Problem("a note longer than \(MendableSession.maximumNoteLength) characters")
            }
            change = .note(note)
        case "split":
            change = .split(at: try instant(members["at_ms"]), newID: try sessionID(members["new"], "new"))
        case "join": change = .join(try ref(members["other_machine"], members["other"], "other"))
        case "remove": change = .remove
        default: throw Problem("a change this version does not know: kept, not read")
        }
        return SessionMend(stamp: MendStamp(count: count, machine: machine), session: session, change: change)
    }

    /// A member's value, as far as a mend line needs it.
    private enum Member {
        case integer(Int64)
        case text(String)
        case other
    }

    private static func read(_ bytes: [UInt8]) throws(JSONReader.Failure) -> [String: Member] {
        var reader = JSONReader(bytes)
        guard try reader.enterObject() else { throw JSONReader.Failure(message: "not an object", offset: 0) }
        var members: [String: Member] = [:]
        while let key = try reader.nextMember() {
            switch key {
            case "version", "mend", "session", "at_ms", "length_ms", "new", "other":
                members[key] = try reader.integerValue().map(Member.integer) ?? .other
            case "machine", "change", "stopwatch", "note", "other_machine":
                members[key] = try reader.stringValue().map(Member.text) ?? .other
            default: try reader.skipValue()
            }
        }
        try reader.finish()
        return members
    }

    private static func integer(_ member: Member?, _ what: String) throws(SyncLineDecoder.Problem) -> Int64 {
        guard case .integer(let value) = member else { throw SyncLineDecoder.Problem("\(what) is not a whole number") }
        return value
    }

    private static func text(_ member: Member?, _ what: String) throws(SyncLineDecoder.Problem) -> String {
        guard case .text(let value) = member else { throw SyncLineDecoder.Problem("\(what) is not a text") }
        return value
    }

    private static func instant(_ member: Member?) throws(SyncLineDecoder.Problem) -> Duration {
        guard let instant = TimeBounds.wallClock(milliseconds: try integer(member, "at_ms")) else {
            throw SyncLineDecoder.Problem("at_ms is not an instant between 1970 and 9999")
        }
        return instant
    }

    private static func sessionID(_ member: Member?, _ what: String) throws(SyncLineDecoder.Problem) -> SessionID {
        let number = try integer(member, what)
        guard number > 0 else { throw SyncLineDecoder.Problem("\(what) is not a session id") }
        return SessionID(rawValue: number)
    }

    private static func ref(_ machine: Member?, _ id: Member?, _ what: String) throws(SyncLineDecoder.Problem) -> SessionRef {
        guard let machine = MachineID(try text(machine, "\(what)'s machine")) else {
            throw SyncLineDecoder.Problem("\(what)'s machine is not a machine id")
        }
        return SessionRef(machine: machine, id: try sessionID(id, what))
    }
}
