/// Ends a paused session: paused → initial, elapsed zero, laps gone, and the session kept in
/// the history under the stopwatch's name.
public final class ResetStopwatchUseCase {
    private let context: StopwatchContext
    private let history: SessionHistoryRepository
    private var random = SystemRandomNumberGenerator()

    public init(context: StopwatchContext, history: SessionHistoryRepository) {
        self.context = context
        self.history = history
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
        guard let session = Session(ending: member, at: context.elapsed(of: member), wallClock: context.wallClock, using: &random) else {
            return nil
        }
        history.add(session)
        return session
    }
}
