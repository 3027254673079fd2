/// Puts back the stopwatches saved by the previous run of the app.
///
/// A running stopwatch comes back running, with the time the app was closed counted; a
/// paused one comes back paused, with its laps (``StopwatchState/init(restoring:now:wallClockNow:)``).
/// The alerts a running one reached meanwhile are told, as missed.
public final class RestoreStopwatchUseCase {
    private let context: StopwatchContext
    private let alerts: AlertService?

    public init(context: StopwatchContext, alerts: AlertService? = nil) {
        self.context = context
        self.alerts = alerts
    }

    /// Restores once, into stopwatches that have not been used yet; otherwise does nothing.
    public func execute() {
        let wallClockNow = context.wallClock.now()
        guard context.store.collection.isUnused, let snapshot = context.repository.load(),
            let restored = StopwatchCollection(restoring: snapshot, now: context.timer.now, wallClockNow: wallClockNow)
        else { return }
        context.store.updateCollection { collection in
            collection = restored
        }
        alerts?.tellMissed(restoring: snapshot, wallClockNow: wallClockNow)
    }
}
