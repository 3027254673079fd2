import StopwatchCore

/// The running time moved on (``RunningTimeTicks``): the current stopwatch, its elapsed time,
/// and whether a new second of what is shown began.
public struct RunningTimeRefresh: Equatable, Sendable {
    public let state: StopwatchState
    public let elapsed: Duration
    /// Whether the second shown changed: the total's, or the lap's while the lap is the big
    /// number (its seconds turn at other moments).
    public let isNewSecond: Bool
}
