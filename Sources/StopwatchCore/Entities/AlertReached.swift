/// An alert that came due (``AlertService``): which stopwatch, which of its alerts, and
/// when.
public struct AlertReached: Equatable, Sendable {
    /// Which of the stopwatch's alerts it is.
    public enum Kind: Equatable, Sendable {
        /// One of its times ("at 25:00").
        case time
        /// A multiple of its interval ("every 10 minutes").
        case interval
    }

    public let stopwatch: StopwatchID
    /// The stopwatch's name then.
    public let name: String
    public let kind: Kind
    /// The elapsed time it was set for (25:00; 10:00, 20:00… for an interval).
    public let time: Duration
    /// How long after that time it was told (how late the wake came).
    public let lateness: Duration
    /// When it came due by the wall clock, for one that came due while the app was not
    /// running (told once, at the next start); `nil` for one told as it came due.
    public let missedAt: Duration?

    public init(
        stopwatch: StopwatchID, name: String, kind: Kind, time: Duration, lateness: Duration = .zero, missedAt: Duration? = nil
    ) {
        self.stopwatch = stopwatch
        self.name = name
        self.kind = kind
        self.time = time
        self.lateness = lateness
        self.missedAt = missedAt
    }
}
