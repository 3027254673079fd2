/// A stopwatch's goals over time (ARCHITECTURE.md, "Goals"): each change counts from the local day it
/// was made on, so a period is judged by the goal it had. A goal set today judges today (or
/// this week); the days before keep the goal they had, or none.
public struct GoalTimeline: Hashable, Sendable {
    /// From `from` on, `goal` (`nil`: none).
    public struct Change: Hashable, Sendable {
        public let from: LocalDay
        public let goal: StopwatchGoal?

        public init(from: LocalDay, goal: StopwatchGoal?) {
            self.from = from
            self.goal = goal
        }
    }

    /// The changes kept: more than a year of one a day. Past it, the oldest goes, and the
    /// periods it judged are judged by none.
    public static let maximumChanges = 400

    /// Ascending by day, each day once.
    public let changes: [Change]

    /// Never a goal.
    public static let none = GoalTimeline(checked: [])

    private init(checked: [Change]) {
        changes = checked
    }

    /// What a hand-edited or damaged file holds, keeping what is within the rules: the days in
    /// order, a day given twice kept once (its last), the latest ``maximumChanges``.
    public init(keepingValid changes: [Change]) {
        var byDay: [LocalDay: StopwatchGoal?] = [:]
        for change in changes { byDay[change.from] = .some(change.goal) }
        let kept = byDay.keys.sorted().suffix(Self.maximumChanges).map { Change(from: $0, goal: byDay[$0] ?? nil) }
        self.init(checked: Self.withoutRepeats(kept))
    }

    /// The goal now: the last one set.
    public var current: StopwatchGoal? { changes.last?.goal }

    /// This timeline with `goal` from `day` on. A change on the same day replaces that day's;
    /// one dated after `day` (a clock that was set back) gives way to it.
    public func setting(_ goal: StopwatchGoal?, from day: LocalDay) -> GoalTimeline {
        let kept = changes.filter { $0.from < day } + [Change(from: day, goal: goal)]
        return GoalTimeline(checked: Self.withoutRepeats(Array(kept.suffix(Self.maximumChanges))))
    }

    /// The goal in effect on `day`.
    public func goal(on day: LocalDay) -> StopwatchGoal? {
        // The last change on or before `day`: changes are few, and ascending.
        var low = 0
        var high = changes.count
        while low < high {
            let middle = (low + high) / 2
            if changes[middle].from <= day { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? nil : changes[low - 1].goal
    }

    /// The goal the `period` that begins on `first` is judged by: the one it had on its last
    /// day, or today while it lasts; none when that goal is of another period.
    public func goal(judging period: StopwatchGoal.Period, beginningOn first: LocalDay, today: LocalDay) -> StopwatchGoal? {
        let last = period == .day ? first : first.adding(days: 6)
        guard let goal = goal(on: min(last, today)), goal.period == period else { return nil }
        return goal
    }

    /// `changes` without one that sets the goal already in effect (the first setting none).
    private static func withoutRepeats(_ changes: [Change]) -> [Change] {
        var kept: [Change] = []
        for change in changes where (kept.last.map { $0.goal != change.goal } ?? (change.goal != nil)) {
            kept.append(change)
        }
        return kept
    }
}
