import CGLib

/// Tells, on the main loop, when something in a folder changes (GIO's file monitor: inotify,
/// never polling): a file made, written, moved in or out, or removed. The folder need not
/// exist yet: GIO watches for it to appear.
///
/// The handler is boxed for as long as the signal is connected; dropping the monitor (or
/// `cancel()`) disconnects it and cancels the monitor, so no call comes after.
@MainActor
package final class FolderMonitor {
    package typealias Handler = @MainActor () -> Void
    private var monitor: UnsafeMutablePointer<GFileMonitor>?
    private var handlerID: gulong = 0

    /// Watches `path`; `nil` when GIO cannot (`reason` then says why, for the log).
    package init?(path: String, reason: inout String, _ handler: @escaping Handler) {
        let file = g_file_new_for_path(path)
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        var error: UnsafeMutablePointer<GError>?
        guard let monitor = g_file_monitor_directory(file, G_FILE_MONITOR_WATCH_MOVES, nil, &error) else {
            reason = error.map { String(cString: $0.pointee.message) } ?? "the folder cannot be watched"
            if let error { g_error_free(error) }
            return nil
        }
        self.monitor = monitor
        let thunk: @convention(c) (gpointer?, gpointer?, gpointer?, GFileMonitorEvent, gpointer?) -> Void = { _, _, _, _, data in
            MainActor.assumeIsolated { CallbackBox<Handler>.from(data).callback() }
        }
        let release: GClosureNotify = { data, _ in releaseCallbackBox(data) }
        handlerID = g_signal_connect_data(
            monitor, "changed", unsafeBitCast(thunk, to: GCallback.self), CallbackBox<Handler>(handler).retainedPointer(), release,
            GConnectFlags(0))
    }

    package func cancel() {
        guard let monitor else { return }
        g_signal_handler_disconnect(monitor, handlerID)
        g_file_monitor_cancel(monitor)
        g_object_unref(monitor)
        self.monitor = nil
    }

    isolated deinit {
        cancel()
    }
}
