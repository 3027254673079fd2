/// Tells scripts that an alert was reached, or a goal met, so that they need not poll: the app's
/// D-Bus interface's signals `AlertReached(x id, s name, x elapsed_ms)` and
/// `GoalMet(x id, x goal_ms, s period)` (docs/command-line.md).
@MainActor
public protocol AlertBroadcasting: AnyObject {
    /// The stopwatch `id`, named `name`, reached the alert at `elapsedMilliseconds`.
    func alertReached(id: Int, name: String, elapsedMilliseconds: Int64)
    /// The stopwatch `id` met its goal of `goalMilliseconds` each `period` ("day", "week").
    func goalMet(id: Int, goalMilliseconds: Int64, period: String)
}
