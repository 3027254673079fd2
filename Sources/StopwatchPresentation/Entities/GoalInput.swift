import StopwatchCore

/// What the user set in the Goal dialog: none, or hours and minutes each day or each week. Any
/// numbers may come in; ``GoalsViewModel`` bounds them before they become a time.
public struct GoalInput: Hashable, Sendable {
    /// How often the goal is to be met; `nil`: no goal.
    public var period: StopwatchGoal.Period?
    public var hours: Int
    public var minutes: Int

    public init(period: StopwatchGoal.Period? = nil, hours: Int = 0, minutes: Int = 0) {
        self.period = period
        self.hours = hours
        self.minutes = minutes
    }
}
