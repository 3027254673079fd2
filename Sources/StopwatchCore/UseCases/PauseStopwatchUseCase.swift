/// Freezes a running stopwatch: running → paused.
public final class PauseStopwatchUseCase {
    private let context: StopwatchContext

    public init(context: StopwatchContext) {
        self.context = context
    }

    /// Pauses the stopwatch `id` (the current one when `nil`).
    public func execute(on id: StopwatchID? = nil) {
        guard let target = context.target(id), target.status == .running else { return }
        let now = context.timer.now
        context.transition(target.id) { state in
            state.accumulated = state.elapsed(at: now)
            state.status = .paused
            state.runningSince = nil
        }
    }
}
