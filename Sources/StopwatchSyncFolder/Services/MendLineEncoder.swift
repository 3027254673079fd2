import StopwatchCore

/// Writes a mend as a line of this machine's sessions file (ARCHITECTURE.md, "Mends"): the
/// session it names (of any machine), its logical count and one change, in format 2, so an
/// app that reads only format 1 keeps the line and does not misread it. The machine that made
/// it is the folder's: a line never says it.
///
///     {"version": 2, "mend": 12, "machine": "0123…", "session": 8412, "change": "begin", "at_ms": 1764000000000}
///     {"version": 2, "mend": 13, "machine": "0123…", "session": 8412, "change": "split", "at_ms": …, "new": 977}
///     {"version": 2, "mend": 14, "machine": "0123…", "session": 8412, "change": "join", "other_machine": "…", "other": 978}
public enum MendLineEncoder {
    public static func line(_ mend: SessionMend) -> [UInt8] {
        var writer = JSONWriter()
        writer.beginObject()
        writer.field("version", MendLineDecoder.formatVersion)
        writer.field("mend", mend.stamp.count)
        writer.field("machine", mend.session.machine.text)
        writer.field("session", mend.session.id.rawValue)
        switch mend.change {
        case .begin(let instant):
            writer.field("change", "begin")
            writer.field("at_ms", instant.wholeMilliseconds)
        case .end(let instant):
            writer.field("change", "end")
            writer.field("at_ms", instant.wholeMilliseconds)
        case .length(let length):
            writer.field("change", "length")
            writer.field("length_ms", length.wholeMilliseconds)
        case .stopwatch(let name):
            writer.field("change", "stopwatch")
            writer.field("stopwatch", name)
        case .note(let note):
            writer.field("change", "note")
            writer.field("note", note)
        case .split(let instant, let newID):
            writer.field("change", "split")
            writer.field("at_ms", instant.wholeMilliseconds)
            writer.field("new", newID.rawValue)
        case .join(let other):
            writer.field("change", "join")
            writer.field("other_machine", other.machine.text)
            writer.field("other", other.id.rawValue)
        case .remove:
            writer.field("change", "remove")
        }
        writer.end()
        writer.endLine()
        return writer.bytes
    }
}
