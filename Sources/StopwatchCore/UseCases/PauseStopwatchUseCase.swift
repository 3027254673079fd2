/// Freezes a running stopwatch: running → paused.
public final class PauseStopwatchUseCase {
    private let context: StopwatchContext

    public init(context: StopwatchContext) {
        self.context = context
    }

    /// Pauses the stopwatch `id` (the current one when `nil`).
    public func execute(on id: StopwatchID? = nil) {
        let wallClockNow = TimeBounds.clampWallClock(context.wallClock.now())
        context.transitionWhileRunning(id) { state, now in
            state.accumulated = state.elapsed(at: now)
            state.status = .paused
            state.runningSince = nil
            state.runLog.pause(at: wallClockNow)
        }
    }
}
