import CGLib
import GLibInterop
import StopwatchCore

/// The core's scheduler on the GLib main loop: a one-shot `g_timeout` per action.
@MainActor
public final class GLibScheduler: @MainActor Scheduler {
    public init() {}

    /// The delay is rounded up to the millisecond, `g_timeout`'s step: an action never runs
    /// before its time (a deadline woken early would find nothing due, and wake again).
    public func schedule(after delay: Duration, _ action: @escaping () -> Void) -> ScheduledAction {
        let whole = max(.zero, delay).wholeMilliseconds
        let milliseconds = Duration.milliseconds(whole) < delay ? whole + 1 : whole
        return GLibScheduledAction(milliseconds: guint(clamping: milliseconds), action)
    }
}

/// One action waiting on the main loop. Its source is removed when it runs or is cancelled.
@MainActor
final class GLibScheduledAction: @MainActor ScheduledAction {
    private let source = MainLoopSource()

    init(milliseconds: guint, _ action: @escaping () -> Void) {
        // The handler holds the source, so an action nobody keeps still runs.
        let source = source
        source.hold(
            MainLoopSource.addTimeout(milliseconds: milliseconds, repeating: false) {
                source.ended()
                action()
            })
    }

    func cancel() {
        source.remove()
    }
}
