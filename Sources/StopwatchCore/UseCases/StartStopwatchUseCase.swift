/// Starts a stopwatch from zero: initial → running.
public final class StartStopwatchUseCase {
    private let context: StopwatchContext

    public init(context: StopwatchContext) {
        self.context = context
    }

    public func execute() {
        guard context.store.state.status == .initial else { return }
        let now = context.timer.now
        let startedAt = TimeBounds.clampWallClock(context.wallClock.now())
        context.transition { state in
            state = StopwatchState(status: .running, runningSince: now, startedAt: startedAt)
        }
    }
}
