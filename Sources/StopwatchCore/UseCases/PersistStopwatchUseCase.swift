/// Saves the stopwatch as it is this instant and waits until it is stored, at most
/// ``StopwatchRepository/flushTimeout`` (on quit).
public final class PersistStopwatchUseCase {
    private let context: StopwatchContext

    public init(context: StopwatchContext) {
        self.context = context
    }

    public func execute() {
        context.repository.save(context.store.state, elapsed: context.timer.elapsed)
        context.repository.flush()
    }
}
