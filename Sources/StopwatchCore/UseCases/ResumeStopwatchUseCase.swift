/// Lets a paused stopwatch count on from where it stopped: paused → running.
public final class ResumeStopwatchUseCase {
    private let context: StopwatchContext

    public init(context: StopwatchContext) {
        self.context = context
    }

    /// Resumes the stopwatch `id` (the current one when `nil`).
    public func execute(on id: StopwatchID? = nil) {
        guard let target = context.target(id), target.status == .paused else { return }
        let now = context.timer.now
        let wallClockNow = TimeBounds.clampWallClock(context.wallClock.now())
        context.transition(target.id) { state in
            state.status = .running
            state.runningSince = now
            state.runLog.resume(at: wallClockNow)
        }
    }
}
