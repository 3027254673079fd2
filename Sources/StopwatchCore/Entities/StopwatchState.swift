/// The core state: the single value the ``StopwatchStore`` holds and every screen derives from.
///
/// The elapsed time lives here and only here, as what was counted before the last start
/// (`accumulated`) and the monotonic-clock reading of that start (`runningSince`): elapsed
/// time at any moment is derived from them, so a tick changes nothing in the state.
public struct StopwatchState: Equatable, Sendable {
    public var status: StopwatchStatus
    /// Elapsed time counted before `runningSince`; all of it unless running.
    public var accumulated: Duration
    /// The monotonic-clock reading at which the stopwatch last started or resumed; `nil`
    /// unless running.
    public var runningSince: Duration?
    public var laps: LapHistory
    /// The wall-clock instant at which this session was started; `nil` while initial.
    public var startedAt: Duration?
    /// The sum of the user's corrections to its time (negative when more was taken away than
    /// added): zero for a time measured as it is.
    public var adjusted: Duration
    /// When this session ran, by the wall clock, and when its corrections were made: what
    /// totals by day are made of (ARCHITECTURE.md, "Where the time went").
    public var runLog: RunLog

    public init(
        status: StopwatchStatus = .initial,
        accumulated: Duration = .zero,
        runningSince: Duration? = nil,
        laps: LapHistory = LapHistory(),
        startedAt: Duration? = nil,
        adjusted: Duration = .zero,
        runLog: RunLog = .empty
    ) {
        self.status = status
        self.accumulated = accumulated
        self.runningSince = runningSince
        self.laps = laps
        self.startedAt = startedAt
        self.adjusted = adjusted
        self.runLog = runLog
    }

    /// A stopwatch that was never started or was reset.
    public static let initial = StopwatchState()

    /// The elapsed time at the monotonic-clock reading `now`: never less than what was
    /// accumulated, even if the clock misbehaves, and never more than 100 years.
    public func elapsed(at now: Duration) -> Duration {
        guard let runningSince else { return accumulated }
        return TimeBounds.sum(accumulated, max(.zero, now - runningSince))
    }

    /// The lap in progress at `now`: the elapsed time since the last completed lap.
    public func currentLapDuration(at now: Duration) -> Duration {
        max(.zero, elapsed(at: now) - laps.total)
    }

    /// The number the lap in progress will get once completed.
    public var currentLapNumber: Int { laps.count + 1 }
}
