/// Brings back a session that was just reset, exactly as it was (paused, laps and all), and
/// takes it out of the history again.
public final class UndoResetUseCase {
    private let context: StopwatchContext
    private let history: SessionHistoryRepository

    public init(context: StopwatchContext, history: SessionHistoryRepository) {
        self.context = context
        self.history = history
    }

    /// Restores `session` into the stopwatch `id` (the current one when `nil`); does nothing
    /// unless that stopwatch is still as the reset left it.
    public func execute(_ session: Session, on id: StopwatchID? = nil) {
        guard let member = context.member(id), member.state == .initial else { return }
        context.transition(member.id) { state in
            state = StopwatchState(
                status: .paused, accumulated: session.elapsed, laps: session.laps, startedAt: session.startedAt,
                adjusted: session.adjusted, runLog: session.runLog)
        }
        history.remove(session.id)
    }
}
