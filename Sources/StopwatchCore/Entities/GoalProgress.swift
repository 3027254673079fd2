/// How a stopwatch stands against its goal in the period it is in now (ARCHITECTURE.md, "Goals"):
/// every machine's time for its name this day or week, and the periods in a row that met
/// theirs.
public struct GoalProgress: Equatable, Sendable {
    public let goal: StopwatchGoal
    /// The period's first local day: today, or the first day of this week.
    public let period: LocalDay
    public let done: Duration
    /// The periods in a row that met the goal each had, this one among them once met. A
    /// period with no goal (or a goal of the other period) breaks nothing.
    public let streak: Int

    public init(goal: StopwatchGoal, period: LocalDay, done: Duration, streak: Int) {
        self.goal = goal
        self.period = period
        self.done = done
        self.streak = streak
    }

    public var isMet: Bool { done >= goal.amount }
    /// What is still to do: zero once met.
    public var remaining: Duration { max(.zero, goal.amount - done) }
    /// What is done past the goal: zero until met.
    public var over: Duration { max(.zero, done - goal.amount) }
}
