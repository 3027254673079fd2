/// Ends a stopwatch's session into the history, as a reset and a removal both do: the
/// session made from the stopwatch as it is now, stored when it had time on it.
struct SessionRecorder {
    private let history: SessionHistoryRepository
    private var random = SystemRandomNumberGenerator()

    init(history: SessionHistoryRepository) {
        self.history = history
    }

    /// The session `member` ends now; `nil` when it had no time on it.
    mutating func session(ending member: NamedStopwatch, in context: StopwatchContext) -> Session? {
        Session(ending: member, at: context.elapsed(of: member), wallClock: context.wallClock, using: &random)
    }

    func store(_ session: Session) {
        history.add(session)
    }
}
