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

    public init(status: StopwatchStatus, elapsed: Duration, savedAt: Duration, laps: LapHistory) {
        self.status = status
        self.elapsed = elapsed
        self.savedAt = savedAt
        self.laps = laps
    }

    /// Why a snapshot cannot be turned back into a stopwatch, or `nil` when it is consistent:
    /// no negative time, laps summing to no more than the elapsed time, nothing from an
    /// initial stopwatch but zeros.
    public var inconsistency: String? {
        if elapsed < .zero { return "negative elapsed time" }
        if savedAt < .zero { return "negative save time" }
        // The best lap is the shortest: if it is not negative, none is.
        if let shortest = laps.bestIndex, laps.duration(at: shortest) < .zero { return "negative lap time" }
        if laps.total > elapsed { return "laps sum past the elapsed time" }
        if status == .initial && (elapsed != .zero || !laps.isEmpty) {
            return "an initial stopwatch with time or laps"
        }
        return nil
    }
}
