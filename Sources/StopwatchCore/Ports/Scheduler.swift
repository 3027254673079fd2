/// Runs an action once, after a delay, on the main loop (a `g_timeout` in the GLib adapter).
public protocol Scheduler: AnyObject {
    /// Calls `action` once after `delay`, unless the returned action is cancelled first.
    func schedule(after delay: Duration, _ action: @escaping () -> Void) -> ScheduledAction
}

/// An action waiting in a ``Scheduler``.
public protocol ScheduledAction: AnyObject {
    /// Makes sure the action is not called; does nothing once it was.
    func cancel()
}
