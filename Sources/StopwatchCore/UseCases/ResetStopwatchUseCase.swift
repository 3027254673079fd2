/// Ends a paused session: paused → initial, elapsed zero, laps gone, and the session kept in
/// the history under the stopwatch's name.
public final class ResetStopwatchUseCase {
    private let context: StopwatchContext
    private var sessions: SessionRecorder

    /// Stores ended sessions in `history`.
    public init(context: StopwatchContext, history: SessionHistoryRepository) {
        self.context = context
        sessions = SessionRecorder(history: history)
    }

    /// Resets the stopwatch `id` (the current one when `nil`), and returns the session that
    /// ended, to undo the reset with; `nil` when nothing was reset, or the session had no time
    /// on it (nothing is lost, nothing is stored).
    @discardableResult
    public func execute(on id: StopwatchID? = nil) -> Session? {
        guard let member = context.member(id), member.state.status == .paused else { return nil }
        context.transition(member.id) { state in
            state = .initial
        }
        guard let session = sessions.session(ending: member, in: context) else { return nil }
        sessions.store(session)
        return session
    }
}
