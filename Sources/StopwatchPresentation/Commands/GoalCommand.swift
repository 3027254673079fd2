/// The current stopwatch's goal set from outside (``GoalsViewModel``; ARCHITECTURE.md, "Goals"): the
/// actions `goal-per-day 3600000` and `goal-per-week 36000000`, in milliseconds, 0 for none.
public enum GoalCommand: Hashable, Sendable {
    /// A goal of so many milliseconds each day (0: none), from today on.
    case perDay(milliseconds: Int64)
    /// A goal of so many milliseconds each week (0: none), from this week on.
    case perWeek(milliseconds: Int64)

    public var name: String {
        switch self {
        case .perDay: "goal-per-day"
        case .perWeek: "goal-per-week"
        }
    }
}
