/// A correction made to a stopwatch's time, kept to undo it.
public struct TimeAdjustment: Equatable, Sendable {
    public let stopwatch: StopwatchID
    /// What was added (negative: taken away).
    public let amount: Duration
    /// The stopwatch was not yet started: the correction started it ("Started 5 minutes ago").
    public let started: Bool

    public init(stopwatch: StopwatchID, amount: Duration, started: Bool) {
        self.stopwatch = stopwatch
        self.amount = amount
        self.started = started
    }
}
