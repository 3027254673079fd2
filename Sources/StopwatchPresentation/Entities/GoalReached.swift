import StopwatchCore

/// A stopwatch reached its goal here (ARCHITECTURE.md, "Goals"), to be told as an alert is: once
/// a period.
public struct GoalReached: Equatable, Sendable {
    public let stopwatch: StopwatchID
    public let name: String
    /// Its progress at the telling: the goal, the period, the time done, the streak.
    public let progress: GoalProgress
    /// How long after the moment it was told: the wake's delay running, zero for a correction.
    public let lateness: Duration

    public init(stopwatch: StopwatchID, name: String, progress: GoalProgress, lateness: Duration) {
        self.stopwatch = stopwatch
        self.name = name
        self.progress = progress
        self.lateness = lateness
    }
}
