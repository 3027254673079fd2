/// The state file as stored, version 1. Field names are the file's.
///
/// Best and worst are not stored: they are derived from the laps. Unknown fields are ignored
/// when reading, so a file with extra fields still loads. `started_at` was added within
/// version 1: older files lack it, and older readers ignore it.
struct StateFileDTO: Equatable {
    /// The only version this app writes.
    static let currentVersion = 1

    var version: Int
    var status: Status
    var elapsed_ms: Int64
    var saved_at: Int64
    var started_at: Int64?
    var laps: [LapDTO]

    enum Status: String {
        case initial, running, paused
    }

    struct LapDTO: Equatable {
        var duration_ms: Int64
    }
}
