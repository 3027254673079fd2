/// Brings back a session that was just reset, exactly as it was (paused, laps and all), and
/// takes it out of the history again.
public final class UndoResetUseCase {
    private let context: StopwatchContext
    private let history: SessionHistoryRepository

    public init(context: StopwatchContext, history: SessionHistoryRepository) {
        self.context = context
        self.history = history
    }

    /// Restores `session`; does nothing unless the stopwatch is still as the reset left it.
    public func execute(_ session: Session) {
        guard context.store.state == .initial else { return }
        context.transition { state in
            state = StopwatchState(status: .paused, accumulated: session.elapsed, laps: session.laps, startedAt: session.startedAt)
        }
        history.remove(session.id)
    }
}
