import StopwatchCore

/// A stopwatch's goal as Totals judge it (ARCHITECTURE.md, "Goals"): its name, every goal it had
/// from the day it was set (a period is judged by its own), and where it stands now (the
/// streak), once read.
public struct TotalsGoal: Equatable, Sendable {
    public let name: String
    public let timeline: GoalTimeline
    public let progress: GoalProgress?

    public init(name: String, timeline: GoalTimeline, progress: GoalProgress?) {
        self.name = name
        self.timeline = timeline
        self.progress = progress
    }

    /// The goal the period by `period` that begins on `start` is judged by: a day's goal by
    /// days, a week's by weeks; `nil` by months, or when it had none.
    public func judged(by period: TotalsPeriod, beginningOn start: LocalDay, today: LocalDay) -> StopwatchGoal? {
        switch period {
        case .day: timeline.goal(judging: .day, beginningOn: start, today: today)
        case .week: timeline.goal(judging: .week, beginningOn: start, today: today)
        case .month: nil
        }
    }
}
