/// Puts back the stopwatch saved by the previous run of the app.
///
/// A running stopwatch comes back running, with the time the app was closed counted; a
/// paused one comes back paused, with its laps (``StopwatchState/init(restoring:now:wallClockNow:)``).
public final class RestoreStopwatchUseCase {
    private let context: StopwatchContext

    public init(context: StopwatchContext) {
        self.context = context
    }

    /// Restores once, into a stopwatch that has not been used yet; otherwise does nothing.
    public func execute() {
        guard context.store.state == .initial, let snapshot = context.repository.load() else { return }
        let restored = StopwatchState(restoring: snapshot, now: context.timer.now, wallClockNow: context.wallClock.now())
        context.store.update { state in
            state = restored
        }
    }
}
