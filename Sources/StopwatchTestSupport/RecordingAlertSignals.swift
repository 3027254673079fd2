import StopwatchPresentation

/// The interface's alert signal, recorded: each as "id name elapsed_ms".
@MainActor
public final class RecordingAlertSignals: AlertBroadcasting {
    public private(set) var signals: [String] = []

    public init() {}

    public func alertReached(id: Int, name: String, elapsedMilliseconds: Int64) {
        signals.append("\(id) \(name) \(elapsedMilliseconds)")
    }
}
