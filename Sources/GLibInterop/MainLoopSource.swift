import CGLib

/// One GLib source on the main context, held by its id: removed by `remove()` or when the
/// object goes, and forgotten, not removed again, once GLib removed it itself (its callback
/// returned `G_SOURCE_REMOVE`). GLib releases the boxed handler through the destroy notify
/// either way. The timeouts, idle calls and watches of this module are built on it.
@MainActor
package final class MainLoopSource {
    package typealias Handler = @MainActor () -> Void
    private var id: guint = 0

    package init() {}

    /// Whether the source is still on the main context.
    package var isAttached: Bool { id != 0 }

    /// Holds `newID`, a source just added, removing the one held before.
    package func hold(_ newID: guint) {
        remove()
        id = newID
    }

    /// GLib is removing the source: its callback asked for it.
    package func ended() {
        id = 0
    }

    package func remove() {
        guard id != 0 else { return }
        g_source_remove(id)
        id = 0
    }

    isolated deinit {
        remove()
    }

    /// Adds a timeout calling `handler` after `milliseconds`, and again every `milliseconds`
    /// while `repeating`; returns its id.
    package static func addTimeout(milliseconds: guint, repeating: Bool, _ handler: @escaping Handler) -> guint {
        g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, repeating ? callAgain : callOnce, box(handler), releaseCallbackBox)
    }

    /// Adds a call of `handler` once the main loop is idle; returns its id.
    package static func addIdle(_ handler: @escaping Handler) -> guint {
        g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, callOnce, box(handler), releaseCallbackBox)
    }

    private static func box(_ handler: @escaping Handler) -> gpointer {
        CallbackBox(MainActorCallback(handler)).retainedPointer()
    }

    private static let callOnce: GSourceFunc = { data in
        CallbackBox<MainActorCallback>.from(data).callback()
        return cglib_source_remove
    }

    private static let callAgain: GSourceFunc = { data in
        CallbackBox<MainActorCallback>.from(data).callback()
        return cglib_source_continue
    }
}
