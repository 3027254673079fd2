/// A call made once, the next time the main loop is idle: for work that must not run inside
/// the step that asked for it (a size change reported during layout changes the layout).
///
/// Asking again before it ran makes no second call; cancelling (or dropping the object)
/// removes the pending call.
@MainActor
package final class MainLoopIdle {
    package typealias Handler = @MainActor () -> Void
    private let handler: Handler
    private let source = MainLoopSource()

    package init(_ handler: @escaping Handler) {
        self.handler = handler
    }

    package func schedule() {
        guard !source.isAttached else { return }
        source.hold(
            MainLoopSource.addIdle { [weak self] in
                guard let self else { return }
                source.ended()
                handler()
            })
    }

    package func cancel() {
        source.remove()
    }
}
