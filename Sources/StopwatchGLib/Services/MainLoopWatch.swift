import CGLib
import GLibInterop

#if canImport(Glibc)
    import Glibc
#endif

/// Calls a handler on the main loop when a file descriptor has input, or a signal arrives
/// (SIGWINCH: the terminal was resized), for as long as the watch is kept.
@MainActor
public final class MainLoopWatch {
    private typealias Handler = @MainActor () -> Void
    private let source = MainLoopSource()

    /// Watches `descriptor` for input; `handler` is told whether the other end hung up (a
    /// closed terminal), after which the watch ends.
    public init(readable descriptor: Int32, _ handler: @escaping @MainActor (_ hungUp: Bool) -> Void) {
        typealias ConditionHandler = @MainActor (Bool) -> Void
        let thunk: GUnixFDSourceFunc = { _, condition, data in
            let hungUp = condition.rawValue & (G_IO_HUP.rawValue | G_IO_ERR.rawValue | G_IO_NVAL.rawValue) != 0
            MainActor.assumeIsolated { CallbackBox<ConditionHandler>.from(data).callback(hungUp) }
            return hungUp ? cglib_source_remove : cglib_source_continue
        }
        let call: ConditionHandler = { [weak source] hungUp in
            if hungUp { source?.ended() }
            handler(hungUp)
        }
        let condition = GIOCondition(rawValue: G_IO_IN.rawValue | G_IO_HUP.rawValue | G_IO_ERR.rawValue)
        source.hold(
            g_unix_fd_add_full(
                G_PRIORITY_DEFAULT, descriptor, condition, thunk,
                CallbackBox<ConditionHandler>(call).retainedPointer(), releaseCallbackBox))
    }

    /// Watches for `signal` (one GLib supports: SIGHUP, SIGINT, SIGTERM, SIGUSR1, SIGUSR2, SIGWINCH).
    public init(signal: Int32, _ handler: @escaping @MainActor () -> Void) {
        let thunk: GSourceFunc = { data in
            MainActor.assumeIsolated { CallbackBox<Handler>.from(data).callback() }
            return cglib_source_continue
        }
        source.hold(
            g_unix_signal_add_full(
                G_PRIORITY_DEFAULT, signal, thunk, CallbackBox<Handler>(handler).retainedPointer(),
                releaseCallbackBox))
    }

    /// Calls `handler` each time the terminal is resized (SIGWINCH).
    public static func terminalResized(_ handler: @escaping @MainActor () -> Void) -> MainLoopWatch {
        MainLoopWatch(signal: SIGWINCH, handler)
    }

    public func cancel() {
        source.remove()
    }
}
