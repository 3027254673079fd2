/// What taking an away's time did: a correction on each stopwatch that ran during it, and
/// the stopwatches it could not be taken from, with why.
public struct AwayCorrection: Equatable, Sendable {
    /// One a stopwatch, kept to undo it.
    public let taken: [TimeAdjustment]
    public let refused: [StopwatchID: MendProblem]

    public init(taken: [TimeAdjustment], refused: [StopwatchID: MendProblem]) {
        self.taken = taken
        self.refused = refused
    }
}
