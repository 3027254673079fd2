import StopwatchCore

/// Writes a machine's live state file (ARCHITECTURE.md, "On every machine"), replaced whole at
/// each change:
///
///     {"version": 1, "machine_name": "laptop", "written_ms": 1764000000000, "writer": 77,
///      "stopwatches": [{"name": "Writing", "status": "running", "elapsed_ms": 3600000, "laps": 2}]}
///
/// `writer` is a number the process made at its start: another process writing the same
/// machine's files (a data folder copied to a second computer) writes another.
public enum LiveStateEncoder {
    public static func file(_ state: MachineLiveState, writer: Int64) -> [UInt8] {
        var json = JSONWriter()
        json.beginObject(.lines)
        json.field("version", SyncLineDecoder.formatVersion)
        json.field("machine_name", state.machineName)
        json.field("written_ms", state.writtenAt.wholeMilliseconds)
        json.field("writer", writer)
        json.key("stopwatches")
        json.beginArray(.lines)
        for stopwatch in state.stopwatches {
            json.beginObject()
            json.field("name", stopwatch.name)
            json.field("status", stopwatch.status.rawValue)
            json.field("elapsed_ms", stopwatch.elapsed.wholeMilliseconds)
            json.field("laps", Int64(stopwatch.lapCount))
            json.end()
        }
        json.end()
        json.end()
        json.endLine()
        return json.bytes
    }
}
