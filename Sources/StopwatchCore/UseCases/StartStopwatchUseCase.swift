/// Starts a stopwatch from zero: initial → running.
public final class StartStopwatchUseCase {
    private let context: StopwatchContext

    public init(context: StopwatchContext) {
        self.context = context
    }

    /// Starts the stopwatch `id` (the current one when `nil`).
    public func execute(on id: StopwatchID? = nil) {
        guard let target = context.target(id), target.status == .initial else { return }
        let now = context.timer.now
        let startedAt = TimeBounds.clampWallClock(context.wallClock.now())
        context.transition(target.id) { state in
            state = StopwatchState(status: .running, runningSince: now, startedAt: startedAt, runLog: RunLog(resumedAt: startedAt))
        }
    }
}
