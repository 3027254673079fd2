/// What is persisted of a stopwatch: the state at the moment it was saved, anchored to the
/// wall clock so that a running stopwatch can count the time the app was closed.
public struct StopwatchSnapshot: Equatable, Sendable {
    public var status: StopwatchStatus
    /// Elapsed time at the moment of saving.
    public var elapsed: Duration
    /// Wall-clock time of saving, since the Unix epoch.
    public var savedAt: Duration
    /// Completed laps, oldest first. A history rather than an array: taking a snapshot on
    /// every lap must not copy every lap, and a history can be read on a writer thread.
    public var laps: LapHistory
    /// Wall-clock time at which the session was started; `nil` when unknown (initial, or a
    /// file from before it was stored).
    public var startedAt: Duration?
    /// The sum of the user's corrections to its time: zero for a measured time.
    public var adjusted: Duration
    /// When the session ran and was corrected (``RunLog``); empty in a file from before that
    /// was recorded.
    public var runLog: RunLog

    public init(
        status: StopwatchStatus, elapsed: Duration, savedAt: Duration, laps: LapHistory, startedAt: Duration? = nil,
        adjusted: Duration = .zero, runLog: RunLog = .empty
    ) {
        self.status = status
        self.elapsed = elapsed
        self.savedAt = savedAt
        self.laps = laps
        self.startedAt = startedAt
        self.adjusted = adjusted
        self.runLog = runLog
    }

    /// Why a snapshot cannot be turned back into a stopwatch, or `nil` when it is consistent:
    /// every time within ``TimeBounds``, laps summing to no more than the elapsed time,
    /// nothing from an initial stopwatch but zeros.
    public var inconsistency: String? {
        if elapsed < .zero { return "negative elapsed time" }
        if elapsed > TimeBounds.maximumElapsed { return "an elapsed time over 100 years" }
        if savedAt < .zero || savedAt > TimeBounds.maximumWallClock { return "a save time outside the years 1970 to 9999" }
        if let startedAt, startedAt < .zero || startedAt > TimeBounds.maximumWallClock {
            return "a start time outside the years 1970 to 9999"
        }
        if laps.total > elapsed { return "laps sum past the elapsed time" }
        if adjusted > TimeBounds.maximumElapsed || adjusted < .zero - TimeBounds.maximumElapsed {
            return "a correction over 100 years"
        }
        if status == .initial && (elapsed != .zero || !laps.isEmpty) {
            return "an initial stopwatch with time or laps"
        }
        return nil
    }
}
