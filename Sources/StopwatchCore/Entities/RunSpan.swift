/// A stretch of wall-clock time a stopwatch ran (ARCHITECTURE.md, "Where the time went"), from a start or resume to a
/// pause, a reset or the present: instants since the Unix epoch, as ``WallClock`` gives them.
public struct RunSpan: Equatable, Sendable {
    public let stopwatch: String
    public let start: Duration
    public let end: Duration

    public init(stopwatch: String, start: Duration, end: Duration) {
        self.stopwatch = stopwatch
        self.start = start
        self.end = end
    }
}

/// Time that counts at one instant rather than over a span: a correction (on the day it was
/// made; negative when time was taken away), or a session kept from before spans were
/// recorded (on the day it started).
public struct TimeCredit: Equatable, Sendable {
    public let stopwatch: String
    public let at: Duration
    public let amount: Duration

    public init(stopwatch: String, at: Duration, amount: Duration) {
        self.stopwatch = stopwatch
        self.at = at
        self.amount = amount
    }
}

/// What a period added up to for one stopwatch, or for all of them (`stopwatch` empty).
public struct PeriodTotal: Equatable, Sendable {
    /// The period's first local day.
    public let period: LocalDay
    public let stopwatch: String
    public let total: Duration

    public init(period: LocalDay, stopwatch: String, total: Duration) {
        self.period = period
        self.stopwatch = stopwatch
        self.total = total
    }
}
