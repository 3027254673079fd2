/// Ends a paused session: paused → initial, elapsed zero, laps gone, and the session kept in
/// the history.
public final class ResetStopwatchUseCase {
    private let context: StopwatchContext
    private let history: SessionHistoryRepository
    private var random = SystemRandomNumberGenerator()

    public init(context: StopwatchContext, history: SessionHistoryRepository) {
        self.context = context
        self.history = history
    }

    /// Resets, and returns the session that ended, to undo the reset with; `nil` when nothing
    /// was reset, or the session had no time on it (nothing is lost, nothing is stored).
    @discardableResult
    public func execute() -> Session? {
        let state = context.store.state
        guard state.status == .paused else { return nil }
        context.transition { state in
            state = .initial
        }
        guard state.accumulated > .zero || !state.laps.isEmpty else { return nil }
        let session = Session(
            id: .make(using: &random),
            startedAt: state.startedAt ?? TimeBounds.clampWallClock(context.wallClock.now()),
            elapsed: state.accumulated,
            laps: state.laps
        )
        history.add(session)
        return session
    }
}
