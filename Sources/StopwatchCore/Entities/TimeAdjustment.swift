/// A correction made to a stopwatch's time, kept to undo it.
public struct TimeAdjustment: Equatable, Sendable {
    public let stopwatch: StopwatchID
    /// What was added (negative: taken away).
    public let amount: Duration
    /// The stopwatch was not yet started: the correction started it ("Started 5 minutes ago").
    public let started: Bool
    /// Where its run log keeps it, when not all at the moment it was made (the time away is
    /// kept where it was, each local day's part on its day): its undo is kept there too.
    public let recorded: [RunLog.Credit]?

    public init(stopwatch: StopwatchID, amount: Duration, started: Bool, recorded: [RunLog.Credit]? = nil) {
        self.stopwatch = stopwatch
        self.amount = amount
        self.started = started
        self.recorded = recorded
    }
}
