/// The core state: the single value the ``StopwatchStore`` holds and every screen derives from.
public struct StopwatchState: Equatable, Sendable {
    public var status: StopwatchStatus
    /// Elapsed time when the state was last updated (on a transition or a tick).
    public var elapsed: Duration
    public var laps: LapHistory

    public init(status: StopwatchStatus = .initial, elapsed: Duration = .zero, laps: LapHistory = LapHistory()) {
        self.status = status
        self.elapsed = elapsed
        self.laps = laps
    }

    /// A stopwatch that was never started or was reset.
    public static let initial = StopwatchState()

    /// The lap in progress: the elapsed time since the last completed lap.
    public var currentLapDuration: Duration { max(.zero, elapsed - laps.total) }

    /// The number the lap in progress will get once completed.
    public var currentLapNumber: Int { laps.count + 1 }
}
