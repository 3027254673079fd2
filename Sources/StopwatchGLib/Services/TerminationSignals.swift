import CGLib
import GLibInterop

/// SIGTERM, SIGINT and SIGHUP (a closed terminal, a logout) handled on the main loop, so the
/// app quits as Ctrl+Q does: state saved, exit status 0.
@MainActor
public enum TerminationSignals {
    /// Calls `quit` on the main loop when one of the signals arrives (each time it does).
    public static func handle(_ quit: @escaping @MainActor () -> Void) {
        typealias Handler = @MainActor () -> Void
        let thunk: GSourceFunc = { data in
            MainActor.assumeIsolated { CallbackBox<Handler>.from(data).callback() }
            return cglib_source_continue
        }
        for signal in [SIGTERM, SIGINT, SIGHUP] {
            g_unix_signal_add_full(G_PRIORITY_HIGH, signal, thunk, CallbackBox<Handler>(quit).retainedPointer(), releaseCallbackBox)
        }
    }
}
