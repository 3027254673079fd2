import Glibc

/// A main-actor closure that a GLib source on the main context calls from C.
///
/// `MainActor.assumeIsolated` asks the concurrency runtime for the current executor and
/// allocates on every call, a hundred times a second for the 10 ms tick (docs/performance.md).
/// This checks instead that the call comes on the thread that made the
/// callback, which the main actor did, and then calls the closure as its own.
package struct MainActorCallback {
    private let thread: pthread_t
    private let call: () -> Void

    @MainActor
    package init(_ handler: @escaping @MainActor () -> Void) {
        thread = pthread_self()
        // A synchronous function isolated to a global actor is called like any other function:
        // the isolation is a compile-time promise, which the thread check keeps at run time.
        call = unsafeBitCast(handler, to: (() -> Void).self)
    }

    package func callAsFunction() {
        precondition(pthread_equal(pthread_self(), thread) != 0, "A main-context source ran off the main thread")
        call()
    }
}
