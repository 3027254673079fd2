import StopwatchCore

/// Writes a line of a machine's sessions file (ARCHITECTURE.md, "On every machine"): one JSON
/// object and a line break, so that a file is only ever appended to and a sync engine sends
/// only what is new.
///
///     {"version": 1, "id": 8412, "stopwatch": "Writing", "started_ms": 1764000000000,
///      "elapsed_ms": 3600000, "adjusted_ms": 0, "laps": 2, "spans": [[1764000000000, 1764003600000]],
///      "credits": []}
///     {"version": 1, "removed": 8412}
///
/// Every line says its format (``SyncLineDecoder/formatVersion``): a newer app's line is told
/// from a damaged one, and not misread.
public enum SyncLineEncoder {
    public static func line(_ record: SyncRecord) -> [UInt8] {
        if case .mend(let mend) = record { return MendLineEncoder.line(mend) }
        var writer = JSONWriter()
        writer.beginObject()
        writer.field("version", SyncLineDecoder.formatVersion)
        switch record {
        case .session(let session):
            writer.field("id", session.id.rawValue)
            writer.field("stopwatch", session.stopwatchName)
            writer.field("started_ms", session.startedAt.wholeMilliseconds)
            writer.field("elapsed_ms", session.elapsed.wholeMilliseconds)
            writer.field("adjusted_ms", session.adjusted.wholeMilliseconds)
            writer.field("laps", Int64(session.lapCount))
            pairs("spans", session.runLog.spans.map { ($0.start, $0.end) }, into: &writer)
            pairs("credits", session.runLog.credits.map { ($0.at, $0.amount) }, into: &writer)
        case .removed(let id):
            writer.field("removed", id.rawValue)
        case .mend: break
        }
        writer.end()
        writer.endLine()
        return writer.bytes
    }

    /// `"name": [[a, b], …]`, in milliseconds.
    private static func pairs(_ name: StaticString, _ values: [(Duration, Duration)], into writer: inout JSONWriter) {
        writer.key(name)
        writer.beginArray()
        for (first, second) in values {
            writer.beginArray()
            writer.value(first.wholeMilliseconds)
            writer.value(second.wholeMilliseconds)
            writer.end()
        }
        writer.end()
    }
}
