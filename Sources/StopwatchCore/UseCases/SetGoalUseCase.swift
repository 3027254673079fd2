/// Gives a stopwatch a goal (ARCHITECTURE.md, "Goals"), or none, from today on, and saves it: the days
/// (or weeks) before keep the goal they were judged by.
public final class SetGoalUseCase {
    private let context: StopwatchContext
    private let calendar: LocalCalendar

    public init(context: StopwatchContext, calendar: LocalCalendar) {
        self.context = context
        self.calendar = calendar
    }

    /// Sets the goal of `id` (the current stopwatch when `nil`) to `goal` (`nil`: none);
    /// returns the stopwatch set.
    @discardableResult
    public func execute(_ goal: StopwatchGoal?, on id: StopwatchID? = nil) throws(GoalProblem) -> StopwatchID {
        guard let member = context.member(id) else { throw .noSuchStopwatch }
        let today = calendar.day(containing: TimeBounds.clampWallClock(context.wallClock.now()))
        let goals = member.goals.setting(goal, from: today)
        if goals != member.goals {
            context.change { collection in
                collection.setGoals(goals, of: member.id)
            }
        }
        return member.id
    }

    /// The goal of `id` now (the current stopwatch when `nil`).
    public func goal(of id: StopwatchID? = nil) throws(GoalProblem) -> StopwatchGoal? {
        guard let member = context.member(id) else { throw .noSuchStopwatch }
        return member.goals.current
    }
}
