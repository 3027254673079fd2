import StopwatchCore

/// What a part that sets a stopwatch's goal from outside needs: it set, or why not.
/// ``GoalsViewModel`` is it.
@MainActor
protocol GoalsSetting: AnyObject {
    /// Gives the stopwatch `id` a goal of `milliseconds` each `period` ("day", "week"), or
    /// none for 0, from today on; the reason when it was refused, in the user's language, and
    /// then nothing changed.
    func setGoal(milliseconds: Int64, period: String, on id: StopwatchID) -> String?
}
