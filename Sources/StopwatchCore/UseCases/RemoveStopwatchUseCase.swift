/// Takes a stopwatch out of the list. Its session, if it had time on it, goes to the history
/// as a reset's does, so nothing is lost; ``UndoRemoveStopwatchUseCase`` puts it back.
public final class RemoveStopwatchUseCase {
    private let context: StopwatchContext
    private var sessions: SessionRecorder

    public init(context: StopwatchContext, history: SessionHistoryRepository) {
        self.context = context
        sessions = SessionRecorder(history: history)
    }

    /// Removes `id` (the current one when `nil`); never the last one.
    public func execute(_ id: StopwatchID? = nil) -> Result<RemovedStopwatch, StopwatchCollectionProblem> {
        guard let member = context.member(id) else { return .failure(.unknownStopwatch) }
        guard context.store.collection.count > 1 else { return .failure(.lastStopwatch) }
        let wasCurrent = member.id == context.store.collection.currentID
        let session = sessions.session(ending: member, in: context)
        var index = 0
        context.change { collection in
            index = collection.remove(member.id)?.index ?? 0
        }
        session.map(sessions.store)
        return .success(RemovedStopwatch(member: member, index: index, wasCurrent: wasCurrent, session: session))
    }
}
