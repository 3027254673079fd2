import CGLib

/// A call made once, the next time the main loop is idle: for work that must not run inside
/// the step that asked for it (a size change reported during layout changes the layout).
///
/// Asking again before it ran makes no second call; cancelling (or dropping the object)
/// removes the pending call.
@MainActor
package final class MainLoopIdle {
    package typealias Handler = @MainActor () -> Void
    private let handler: Handler
    private var sourceID: guint = 0

    package init(_ handler: @escaping Handler) {
        self.handler = handler
    }

    package func schedule() {
        guard sourceID == 0 else { return }
        let thunk: GSourceFunc = { data in
            MainActor.assumeIsolated { CallbackBox<Handler>.from(data).callback() }
            return 0
        }
        let call: Handler = { [weak self] in
            guard let self else { return }
            sourceID = 0
            handler()
        }
        sourceID = g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, thunk, CallbackBox<Handler>(call).retainedPointer(), releaseCallbackBox)
    }

    package func cancel() {
        guard sourceID != 0 else { return }
        g_source_remove(sourceID)
        sourceID = 0
    }

    isolated deinit {
        cancel()
    }
}
