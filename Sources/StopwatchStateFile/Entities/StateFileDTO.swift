/// The state file as stored. Field names are the file's.
///
/// Versions 2 and 3 hold every stopwatch (`stopwatches`, in the user's order, and the `current`
/// one's id); version 1 held one stopwatch's fields at the top level, and is read as a
/// stopwatch named "Stopwatch" (``StopwatchDTO`` is both). Best and worst are not stored:
/// they are derived from the laps. Unknown fields are ignored when reading.
struct StateFileDTO: Equatable {
    /// The only version this app writes. Version 3 added each stopwatch's goals: an older
    /// app, which would drop them when it saves, leaves the file alone.
    static let currentVersion = 3

    var version: Int
    var savedAtMilliseconds: Int64
    var current: Int64
    var stopwatches: [StopwatchDTO]
    /// The aways asked about and not answered (added within version 2; ARCHITECTURE.md, "Away
    /// and back"), each `[start_ms, end_ms]`, wall-clock; left out when there are none. Read
    /// as given; `unansweredAwayEntries` counts what the file held, pairs or not, so what the
    /// mapper drops can be said.
    var unansweredAway: [[Int64]] = []
    var unansweredAwayEntries = 0

    /// One stopwatch. `started_at` was added within version 1: older files lack it;
    /// `adjusted_ms` (the sum of the user's corrections) within version 2: a file without it
    /// means a measured time.
    struct StopwatchDTO: Equatable {
        var id: Int64
        var name: String
        var status: Status
        var elapsedMilliseconds: Int64
        var startedAtMilliseconds: Int64?
        var adjustedMilliseconds: Int64? = nil
        var laps: [LapDTO]
        /// Added within version 2, and left out when the stopwatch has none.
        var alerts: AlertsDTO? = nil
        /// When it ran (added within version 2; ARCHITECTURE.md, "Where the time went"): `ran`, the spans that ended,
        /// each `[start_ms, end_ms]`; `resumed_at`, the start of the one still open while it
        /// runs; `credits`, time that counts at an instant (corrections), each `[at_ms,
        /// amount_ms]`. Read as given (pairs of whole numbers); the mapper keeps what is sane.
        var ran: [[Int64]] = []
        var resumedAtMilliseconds: Int64? = nil
        var credits: [[Int64]] = []
        /// Its goals over time (version 3; ARCHITECTURE.md, "Goals"), each from a local day; left out
        /// when it never had one. Read as given; the mapper keeps what is within the rules.
        var goals: [GoalDTO] = []
    }

    /// From `from` (a local day, "2026-12-07") on, `goal_ms` each `per` ("day", "week"); both
    /// left out: no goal from that day.
    struct GoalDTO: Equatable {
        var from: String
        var goalMilliseconds: Int64?
        var per: String?
    }

    /// A stopwatch's alerts: `at_ms`, the elapsed times; `every_ms`, the interval or none.
    /// Read as given (whole numbers only); the mapper keeps what is within the rules.
    struct AlertsDTO: Equatable {
        var atMilliseconds: [Int64]
        var everyMilliseconds: Int64?
    }

    enum Status: String {
        case initial, running, paused
    }

    /// One lap: `note` was added within version 2, and is left out when the lap has none.
    struct LapDTO: Equatable {
        var durationMilliseconds: Int64
        var note: String? = nil
    }
}
