/// One member of the ``StopwatchCollection``: a stopwatch with its id, its name, its
/// alerts and its goals.
public struct NamedStopwatch: Equatable, Sendable {
    public let id: StopwatchID
    public var name: String
    public var state: StopwatchState
    /// What the user is told of as its time goes by (``AlertService``); kept across a reset.
    public var alerts: StopwatchAlerts
    /// The time it is meant to reach each day or week, and the goals it had before
    /// (ARCHITECTURE.md, "Goals"); kept across a reset, a rename and a removal undone.
    public var goals: GoalTimeline

    public init(
        id: StopwatchID, name: String, state: StopwatchState = .initial, alerts: StopwatchAlerts = .none, goals: GoalTimeline = .none
    ) {
        self.id = id
        self.name = name
        self.state = state
        self.alerts = alerts
        self.goals = goals
    }
}
