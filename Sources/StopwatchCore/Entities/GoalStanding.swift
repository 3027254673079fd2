/// What the history keeps towards a stopwatch's goal in the period it is in now (ARCHITECTURE.md,
/// "Goals"): the period's instants, the time its ended sessions (on every machine) ran in it,
/// and the periods in a row before it that met theirs. What runs here now is added at each
/// asking (``progress(adding:)``), so the progress moves on without a read.
public struct GoalStanding: Equatable, Sendable {
    public let goal: StopwatchGoal
    /// The period's first local day: today, or the first day of this week.
    public let period: LocalDay
    /// The wall-clock instants of the period: from its first day's start to the next period's.
    public let bounds: Range<Duration>
    /// The time the history keeps in the period.
    public let kept: Duration
    /// The periods in a row before this one that met the goal each had.
    public let streakBefore: Int
    /// Whether ``streakBefore`` is all of it: false when the days read ended before the streak
    /// did (the recent days alone were read), so the days before them may add to it.
    public let isStreakWhole: Bool

    public init(
        goal: StopwatchGoal, period: LocalDay, bounds: Range<Duration>, kept: Duration, streakBefore: Int, isStreakWhole: Bool = true
    ) {
        self.goal = goal
        self.period = period
        self.bounds = bounds
        self.kept = kept
        self.streakBefore = streakBefore
        self.isStreakWhole = isStreakWhole
    }

    /// Where the goal stands with `live` (what runs here now, within ``bounds``) added: this
    /// period counts in the streak once met.
    public func progress(adding live: Duration) -> GoalProgress {
        let done = kept + max(.zero, live)
        return GoalProgress(goal: goal, period: period, done: done, streak: streakBefore + (done >= goal.amount ? 1 : 0))
    }
}
