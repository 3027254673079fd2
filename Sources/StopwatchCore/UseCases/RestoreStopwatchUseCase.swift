/// Puts back the stopwatches saved by the previous run of the app.
///
/// A running stopwatch comes back running, with the time the app was closed counted; a
/// paused one comes back paused, with its laps (``StopwatchState/init(restoring:now:wallClockNow:)``).
public final class RestoreStopwatchUseCase {
    private let context: StopwatchContext

    public init(context: StopwatchContext) {
        self.context = context
    }

    /// Restores once, into stopwatches that have not been used yet; otherwise does nothing.
    public func execute() {
        guard context.store.collection.isUnused, let snapshot = context.repository.load(),
            let restored = StopwatchCollection(restoring: snapshot, now: context.timer.now, wallClockNow: context.wallClock.now())
        else { return }
        context.store.updateCollection { collection in
            collection = restored
        }
    }
}
