import StopwatchPresentation

/// The interface's alert and goal signals, recorded: each as "id name elapsed_ms", or
/// "GoalMet id goal_ms period".
@MainActor
public final class RecordingAlertSignals: AlertBroadcasting {
    public private(set) var signals: [String] = []

    public init() {}

    public func alertReached(id: Int, name: String, elapsedMilliseconds: Int64) {
        signals.append("\(id) \(name) \(elapsedMilliseconds)")
    }

    public func goalMet(id: Int, goalMilliseconds: Int64, period: String) {
        signals.append("GoalMet \(id) \(goalMilliseconds) \(period)")
    }
}
