/// One member of the ``StopwatchCollection``: a stopwatch with its id, its name and its
/// alerts.
public struct NamedStopwatch: Equatable, Sendable {
    public let id: StopwatchID
    public var name: String
    public var state: StopwatchState
    /// What the user is told of as its time goes by (``AlertService``); kept across a reset.
    public var alerts: StopwatchAlerts

    public init(id: StopwatchID, name: String, state: StopwatchState = .initial, alerts: StopwatchAlerts = .none) {
        self.id = id
        self.name = name
        self.state = state
        self.alerts = alerts
    }
}
