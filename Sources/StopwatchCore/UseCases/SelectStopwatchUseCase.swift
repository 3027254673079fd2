/// Makes another stopwatch current: the one keys and commands without a target act on.
public final class SelectStopwatchUseCase {
    private let context: StopwatchContext

    public init(context: StopwatchContext) {
        self.context = context
    }

    /// Makes `id` current.
    public func execute(_ id: StopwatchID) {
        context.change { collection in
            collection.select(id)
        }
    }
}
