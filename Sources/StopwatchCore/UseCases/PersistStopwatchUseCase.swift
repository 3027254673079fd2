/// Saves the stopwatches as they are this instant and waits until they are stored, at most
/// ``StopwatchRepository/flushTimeout`` (on quit).
public final class PersistStopwatchUseCase {
    private let context: StopwatchContext

    public init(context: StopwatchContext) {
        self.context = context
    }

    public func execute() {
        context.save()
        context.repository.flush()
    }
}
