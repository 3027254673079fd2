/// Puts a removed stopwatch back where it was, exactly as it was (a running one has run on),
/// and takes its session out of the history again.
public final class UndoRemoveStopwatchUseCase {
    private let context: StopwatchContext
    private let history: SessionHistoryRepository

    public init(context: StopwatchContext, history: SessionHistoryRepository) {
        self.context = context
        self.history = history
    }

    /// Returns whether it came back: not when the list is full or its name was taken since.
    @discardableResult
    public func execute(_ removed: RemovedStopwatch) -> Bool {
        var insertedAgain = false
        context.change { collection in
            insertedAgain = collection.insert(removed.member, at: removed.index)
            if insertedAgain && removed.wasCurrent { collection.select(removed.member.id) }
        }
        if insertedAgain { removed.session.map { history.remove($0.id) } }
        return insertedAgain
    }
}
