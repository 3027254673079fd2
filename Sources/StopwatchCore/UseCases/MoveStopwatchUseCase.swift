/// Moves a stopwatch to another place in the list.
public final class MoveStopwatchUseCase {
    private let context: StopwatchContext

    public init(context: StopwatchContext) {
        self.context = context
    }

    /// Moves `id` to `index` (bounded to the list).
    public func execute(_ id: StopwatchID, to index: Int) {
        context.change { collection in
            collection.move(id, to: index)
        }
    }
}
