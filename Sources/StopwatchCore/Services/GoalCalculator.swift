/// Judges a stopwatch's periods against the goals they had (ARCHITECTURE.md, "Goals"), from its time
/// per local day: the period now, and the streak behind it. Pure, so the app, the command
/// line and the tests judge alike.
public struct GoalCalculator: Sendable {
    /// How far back a streak is looked for: a year and a bit of days, as many weeks' worth.
    /// A longer streak reads as this long.
    public static let lookBackDays = 371

    /// The locale's first day of the week (0 Sunday … 6 Saturday).
    public let firstWeekday: Int

    public init(firstWeekday: Int) {
        self.firstWeekday = firstWeekday
    }

    /// How many days are enough for where every goal stands now, and the period before it:
    /// this week and the last, whatever day a week starts on.
    public static let recentDays = 14

    /// The days a progress reads, ending `today`: all of ``lookBackDays``, or the
    /// ``recentDays`` alone.
    public static func days(endingOn today: LocalDay, recentOnly: Bool = false) -> ClosedRange<LocalDay> {
        today.adding(days: -((recentOnly ? recentDays : lookBackDays) - 1))...today
    }

    /// Where `timeline`'s stopwatch stands today, from `daily` (its time on each local day;
    /// a day not there had none); `nil` when it has no goal now.
    public func progress(of timeline: GoalTimeline, daily: [LocalDay: Duration], today: LocalDay) -> GoalProgress? {
        standing(of: timeline, daily: daily, kept: daily, today: today, bounds: { _, _ in .zero..<Duration.zero })?
            .progress(adding: .zero)
    }

    /// What `kept` (the history's time per local day, without what runs now) holds towards
    /// `timeline`'s goal in the period today is in, and the streak before it in `daily` (all
    /// the time, what runs now with it); `bounds` gives the instants of the period that begins
    /// on a day.
    /// `earliest`: the first day `daily` was read from; a streak that reaches it unbroken may go
    /// on before it (``GoalStanding/isStreakWhole``).
    public func standing(
        of timeline: GoalTimeline, daily: [LocalDay: Duration], kept: [LocalDay: Duration], today: LocalDay,
        earliest: LocalDay? = nil, bounds: (StopwatchGoal.Period, LocalDay) -> Range<Duration>
    ) -> GoalStanding? {
        guard let goal = timeline.current else { return nil }
        let period = goal.period.totalsPeriod.start(of: today, firstWeekday: firstWeekday)
        let kept = done(in: goal.period, beginningOn: period, daily: kept, today: today)
        var streak = 0
        let step = goal.period == .day ? 1 : 7
        let limit = Self.days(endingOn: today).lowerBound
        let earliest = max(limit, earliest ?? limit)
        var first = period.adding(days: -step)
        var isBroken = false
        while first >= earliest {
            if let judged = timeline.goal(judging: goal.period, beginningOn: first, today: today) {
                guard self.done(in: goal.period, beginningOn: first, daily: daily, today: today) >= judged.amount else {
                    isBroken = true
                    break
                }
                streak += 1
            }
            first = first.adding(days: -step)
        }
        // Unbroken to the first day read: whole only if that is as far back as streaks go, or
        // no goal judged a period before it.
        let isWhole = isBroken || earliest == limit || timeline.changes.first.map { $0.from >= earliest } ?? true
        return GoalStanding(
            goal: goal, period: period, bounds: bounds(goal.period, period), kept: kept, streakBefore: streak, isStreakWhole: isWhole)
    }

    /// The time of the `period` that begins on `first`, up to `today`.
    public func done(in period: StopwatchGoal.Period, beginningOn first: LocalDay, daily: [LocalDay: Duration], today: LocalDay)
        -> Duration
    {
        let last = min(today, period == .day ? first : first.adding(days: 6))
        var total = Duration.zero
        var day = first
        while day <= last {
            total += daily[day] ?? .zero
            day = day.adding(days: 1)
        }
        return total
    }
}
