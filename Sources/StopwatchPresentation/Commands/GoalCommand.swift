/// A stopwatch's goal (``GoalsViewModel``; ARCHITECTURE.md, "Goals"): the Goal dialog on the current
/// one (Ctrl+G, the main menu's Goal…) and what it sets, and the actions `goal-per-day 3600000`
/// and `goal-per-week 36000000`, in milliseconds, 0 for none, set from outside.
public enum GoalCommand: Hashable, Sendable {
    /// Open the Goal dialog on the current stopwatch.
    case open
    /// What the dialog was given: set it (none, or hours and minutes each day or week).
    case apply(GoalInput)
    /// Close the dialog, setting nothing.
    case close
    /// A goal of so many milliseconds each day (0: none), from today on.
    case perDay(milliseconds: Int64)
    /// A goal of so many milliseconds each week (0: none), from this week on.
    case perWeek(milliseconds: Int64)

    public var name: String {
        switch self {
        case .open: "goal"
        case .apply: "apply-goal"
        case .close: "close-goal"
        case .perDay: "goal-per-day"
        case .perWeek: "goal-per-week"
        }
    }
}
