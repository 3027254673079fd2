/// Freezes a running stopwatch: running → paused.
public final class PauseStopwatchUseCase {
    private let context: StopwatchContext

    public init(context: StopwatchContext) {
        self.context = context
    }

    /// Pauses the stopwatch `id` (the current one when `nil`).
    public func execute(on id: StopwatchID? = nil) {
        guard let member = context.member(id), member.state.status == .running else { return }
        let elapsed = context.elapsed(of: member)
        context.transition(member.id) { state in
            state.status = .paused
            state.accumulated = elapsed
            state.runningSince = nil
        }
    }
}
