import StopwatchCore

/// What the app answers a ``BusCall``: done, the stopwatches, or why nothing was done (in
/// the user's language). A refused call changes nothing.
public enum BusAnswer: Equatable, Sendable {
    case done
    case stopwatches([BusStopwatch])
    /// A stopwatch's alert times and interval, in milliseconds (0: no interval).
    case alerts(milliseconds: [Int64], everyMilliseconds: Int64)
    /// A stopwatch's goal now: its time in milliseconds each `period` ("day", "week"), or 0
    /// and an empty period for none.
    case goal(milliseconds: Int64, period: String)
    /// Where the time went, a row a period and stopwatch, and one a period for all (`Totals`).
    case totals([PeriodTotal])
    /// A past session mended or added, named as `stopwatch --history --json` names it.
    case session(String)
    /// No stopwatch has the name or id the call gave.
    case noSuchStopwatch(reason: String)
    /// The stopwatch is not in a state the call applies to, or the app shows it read-only.
    case refused(reason: String)
}

/// One stopwatch as ``BusCall/list`` tells it.
public struct BusStopwatch: Equatable, Sendable {
    public let id: Int
    public let name: String
    /// `initial`, `running` or `paused`, as in the state file.
    public let status: String
    public let elapsedMilliseconds: Int64
    public let laps: Int
    public let isCurrent: Bool

    public init(id: Int, name: String, status: String, elapsedMilliseconds: Int64, laps: Int, isCurrent: Bool) {
        self.id = id
        self.name = name
        self.status = status
        self.elapsedMilliseconds = elapsedMilliseconds
        self.laps = laps
        self.isCurrent = isCurrent
    }
}
