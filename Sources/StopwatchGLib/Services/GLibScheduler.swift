import CGLib
import StopwatchCore

/// The core's scheduler on the GLib main loop: a one-shot `g_timeout` per action.
@MainActor
public final class GLibScheduler: @MainActor Scheduler {
    public init() {}

    public func schedule(after delay: Duration, _ action: @escaping () -> Void) -> ScheduledAction {
        GLibScheduledAction(milliseconds: guint(clamping: max(0, delay.wholeMilliseconds)), action)
    }
}

/// One action waiting on the main loop. Its source is removed when it runs or is cancelled,
/// and GLib releases the boxed action through the destroy notify either way.
@MainActor
final class GLibScheduledAction: @MainActor ScheduledAction {
    private typealias Handler = @MainActor () -> Void
    private var sourceID: guint = 0

    init(milliseconds: guint, _ action: @escaping () -> Void) {
        let thunk: GSourceFunc = { data in
            MainActor.assumeIsolated { CallbackBox<Handler>.from(data).callback() }
            return cglib_source_remove
        }
        let handler: Handler = { [weak self] in
            self?.sourceID = 0
            action()
        }
        sourceID = g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, thunk, CallbackBox(handler).retainedPointer(),
                                      releaseCallbackBox)
    }

    func cancel() {
        guard sourceID != 0 else { return }
        g_source_remove(sourceID)
        sourceID = 0
    }
}
