import CGLib

/// A repeating timeout on the GLib main context: its handler runs on the main loop thread.
///
/// Cancelling removes the source, so no call is made after `cancel()` returns. Dropping the
/// object cancels it.
@MainActor
package final class MainLoopTimeout {
    package typealias Handler = @MainActor () -> Void
    private let source = MainLoopSource()

    package init(milliseconds: guint, _ handler: @escaping Handler) {
        source.hold(MainLoopSource.addTimeout(milliseconds: milliseconds, repeating: true, handler))
    }

    package var isActive: Bool { source.isAttached }

    package func cancel() {
        source.remove()
    }
}
