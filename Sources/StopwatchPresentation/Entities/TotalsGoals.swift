import StopwatchCore

/// The goals `stopwatch --totals` judges its rows by (ARCHITECTURE.md, "Goals"): the stopwatches'
/// goals, the period the rows sum, and today (the period holding it is where a streak stands).
public struct TotalsGoals: Sendable {
    public let goals: [TotalsGoal]
    public let period: TotalsPeriod
    public let today: LocalDay
    public let firstWeekday: Int

    public init(goals: [TotalsGoal], period: TotalsPeriod, today: LocalDay, firstWeekday: Int) {
        self.goals = goals
        self.period = period
        self.today = today
        self.firstWeekday = firstWeekday
    }

    /// `rows` (every machine's, a period's rows together, its sum last) with a row of nothing for
    /// a stopwatch whose goal judged a period it has no time in: a goal missed is said, and the
    /// period now says the streak.
    func withEveryJudgedRow(_ rows: [PeriodTotal]) -> [PeriodTotal] {
        var result: [PeriodTotal] = []
        var named: Set<String> = []
        for row in rows {
            if row.stopwatch.isEmpty {
                for goal in goals where !named.contains(goal.name) && goal.judged(by: period, beginningOn: row.period, today: today) != nil
                {
                    result.append(PeriodTotal(period: row.period, stopwatch: goal.name, total: .zero))
                }
                named = []
            } else {
                named.insert(row.stopwatch)
            }
            result.append(row)
        }
        return result
    }

    /// The goal `row`'s stopwatch had in its period, if any (the sum of all has none).
    func judged(_ row: PeriodTotal) -> StopwatchGoal? {
        guard !row.stopwatch.isEmpty, let goal = goals.first(where: { $0.name == row.stopwatch }) else { return nil }
        return goal.judged(by: period, beginningOn: row.period, today: today)
    }

    /// Where `row`'s stopwatch stands now, on the row of the period holding today; `nil` on
    /// any other, or before it is read.
    func standing(_ row: PeriodTotal) -> GoalProgress? {
        guard row.period == period.start(of: today, firstWeekday: firstWeekday) else { return nil }
        guard let progress = goals.first(where: { $0.name == row.stopwatch })?.progress else { return nil }
        return progress.goal.period.totalsPeriod == period ? progress : nil
    }
}
