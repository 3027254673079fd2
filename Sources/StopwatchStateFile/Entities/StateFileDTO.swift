/// The state file as stored, version 1. Field names are the file's.
///
/// Best and worst are not stored: they are derived from the laps. Unknown fields are ignored
/// when reading, so a file with extra fields still loads. `started_at` was added within
/// version 1: older files lack it, and older readers ignore it.
struct StateFileDTO: Codable, Equatable {
    /// The only version this app writes.
    static let currentVersion = 1

    var version: Int
    var status: Status
    var elapsed_ms: Int64
    var saved_at: Int64
    var started_at: Int64?
    var laps: [LapDTO]

    enum Status: String, Codable {
        case initial, running, paused
    }

    struct LapDTO: Codable, Equatable {
        var duration_ms: Int64
    }
}

/// Just the version of a state file: read first, so a newer file is recognised as such
/// before its fields are interpreted.
struct StateFileVersionDTO: Decodable {
    var version: Int
}
