import StopwatchCore

/// Where a stopwatch stands against its goal now (``GoalStandings``), for whoever says it
/// besides Home (the panel's tooltip).
@MainActor
protocol GoalProgressReading: AnyObject {
    /// `nil` without a goal, or until the history is read.
    func progress(of id: StopwatchID) -> GoalProgress?
}
