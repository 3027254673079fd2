/// The three states a stopwatch can be in (ARCHITECTURE.md, "States and transitions").
public enum StopwatchStatus: String, Equatable, Hashable, Sendable, CaseIterable {
    /// Never started, or reset: elapsed is zero and there are no laps.
    case initial
    /// Counting time.
    case running
    /// Stopped with its elapsed time and laps kept, ready to resume or reset.
    case paused
}
