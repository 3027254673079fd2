/// Tells scripts that an alert was reached, so that they need not poll: the app's D-Bus
/// interface's signal `AlertReached(x id, s name, x elapsed_ms)` (docs/command-line.md).
@MainActor
public protocol AlertBroadcasting: AnyObject {
    /// The stopwatch `id`, named `name`, reached the alert at `elapsedMilliseconds`.
    func alertReached(id: Int, name: String, elapsedMilliseconds: Int64)
}
