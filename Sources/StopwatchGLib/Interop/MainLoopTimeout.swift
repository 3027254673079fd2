import CGLib

/// A repeating timeout on the GLib main context: its handler runs on the main loop thread.
///
/// Cancelling removes the source, so no call is made after `cancel()` returns; GLib then
/// releases the boxed handler through the destroy notify. Dropping the object cancels it.
@MainActor
package final class MainLoopTimeout {
    package typealias Handler = @MainActor () -> Void
    private var sourceID: guint

    package init(milliseconds: guint, _ handler: @escaping Handler) {
        let thunk: GSourceFunc = { data in
            MainActor.assumeIsolated { CallbackBox<Handler>.from(data).callback() }
            return cglib_source_continue
        }
        let box = CallbackBox<Handler>(handler).retainedPointer()
        sourceID = g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, thunk, box, releaseCallbackBox)
    }

    package var isActive: Bool { sourceID != 0 }

    package func cancel() {
        guard sourceID != 0 else { return }
        g_source_remove(sourceID)
        sourceID = 0
    }

    isolated deinit {
        cancel()
    }
}
