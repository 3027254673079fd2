/// Freezes a running stopwatch: running → paused.
public final class PauseStopwatchUseCase {
    private let context: StopwatchContext

    public init(context: StopwatchContext) {
        self.context = context
    }

    public func execute() {
        guard context.store.state.status == .running else { return }
        let elapsed = context.timer.elapsed
        context.transition { state in
            state.status = .paused
            state.accumulated = elapsed
            state.runningSince = nil
        }
    }
}
