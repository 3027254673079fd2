import CGLib
import GLibInterop
import StopwatchCore

/// The core's main-loop mailbox over GLib: a message posted from any thread becomes an idle
/// source on the main context, and its receiver is called with it there, in the order posted.
@MainActor
public final class GLibMailbox<Message: Sendable>: MainLoopMailbox {
    private var receiver: (@MainActor (Message) -> Void)?

    public init() {}

    /// Sets who receives the messages; messages posted before are delivered to it too.
    public func receive(_ receiver: @escaping @MainActor (Message) -> Void) {
        self.receiver = receiver
    }

    public nonisolated func post(_ message: Message) {
        let job = MainLoopJob { [self] in receiver?(message) }
        let thunk: GSourceFunc = { data in
            let job = Unmanaged<MainLoopJob>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { job.run() }
            return cglib_source_remove
        }
        g_idle_add_full(G_PRIORITY_DEFAULT, thunk, Unmanaged.passRetained(job).toOpaque(), releaseCallbackBox)
    }
}

/// Work for the main loop, carried through C as one retained object.
private final class MainLoopJob: Sendable {
    let run: @MainActor @Sendable () -> Void

    init(_ run: @escaping @MainActor @Sendable () -> Void) {
        self.run = run
    }
}
