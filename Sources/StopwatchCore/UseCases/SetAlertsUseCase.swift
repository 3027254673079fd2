/// Gives a stopwatch its alerts (ARCHITECTURE.md, "Told in time"), in place of the ones it had, and saves them.
public final class SetAlertsUseCase {
    private let context: StopwatchContext

    public init(context: StopwatchContext) {
        self.context = context
    }

    /// Sets the alerts of `id` (the current stopwatch when `nil`); returns the stopwatch set.
    @discardableResult
    public func execute(_ alerts: StopwatchAlerts, on id: StopwatchID? = nil) throws(AlertsProblem) -> StopwatchID {
        guard let member = context.member(id) else { throw .noSuchStopwatch }
        if member.alerts != alerts {
            context.change { collection in
                collection.setAlerts(alerts, of: member.id)
            }
        }
        return member.id
    }

    /// The alerts of `id` (the current stopwatch when `nil`).
    public func alerts(of id: StopwatchID? = nil) throws(AlertsProblem) -> StopwatchAlerts {
        guard let member = context.member(id) else { throw .noSuchStopwatch }
        return member.alerts
    }
}
