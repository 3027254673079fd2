import CGtk
@testable import StopwatchGtk

/// GTK for tests: initialised once, on the main thread, and a way to run the main loop.
@MainActor
enum GtkTestEnvironment {
    private static var isInitialized = false

    /// Initialises GTK; the tests need an X server (`make test` runs them under xvfb-run).
    static func initialize() {
        guard !isInitialized else { return }
        gtk_init()
        isInitialized = true
    }

    /// Runs the main loop, waiting for events, until `done` or two seconds have passed (a
    /// deadline timeout keeps a check that waits for something that never comes from hanging).
    static func iterate(until done: () -> Bool, deadlineMilliseconds: guint = 2000) {
        var expired = false
        let deadline = MainLoopTimeout(milliseconds: deadlineMilliseconds) { expired = true }
        while !done(), !expired {
            g_main_context_iteration(nil, 1)
        }
        deadline.cancel()
    }

    /// Runs whatever is ready on the main loop, without waiting.
    static func drain() {
        while g_main_context_iteration(nil, 0) != 0 {}
    }

    /// Waits on the main loop for `milliseconds`, running whatever comes in the meantime.
    static func run(forMilliseconds milliseconds: guint) {
        iterate(until: { false }, deadlineMilliseconds: milliseconds)
    }

    /// Whether the calling code runs on the thread that owns the main context.
    static var isOnMainLoopThread: Bool {
        g_main_context_is_owner(g_main_context_default()) != 0
    }
}

/// An object whose lifetime a test watches through a weak reference.
final class Sentinel {}
