/// Puts back the stopwatch saved by the previous run of the app.
///
/// A running stopwatch comes back running, with the time the app was closed counted: the
/// wall-clock time since it was saved is added to the saved elapsed time, never less than
/// zero (the clock may have been set back). A paused one comes back paused, with its laps.
public final class RestoreStopwatchUseCase {
    private let store: StopwatchStore
    private let timer: TimerService
    private let repository: StopwatchRepository
    private let wallClock: WallClock

    public init(store: StopwatchStore, timer: TimerService, repository: StopwatchRepository, wallClock: WallClock) {
        self.store = store
        self.timer = timer
        self.repository = repository
        self.wallClock = wallClock
    }

    /// Restores once, into a stopwatch that has not been used yet; otherwise does nothing.
    public func execute() {
        guard store.state == .initial, !timer.isRunning else { return }
        guard let snapshot = repository.load() else { return }
        let laps = snapshot.laps
        switch snapshot.status {
        case .initial:
            return
        case .paused:
            timer.reset(to: snapshot.elapsed)
            store.update { state in
                state = StopwatchState(status: .paused, elapsed: snapshot.elapsed, laps: laps)
            }
        case .running:
            let closedFor = max(.zero, wallClock.now() - snapshot.savedAt)
            timer.start(from: snapshot.elapsed + closedFor)
            let elapsed = timer.elapsed
            store.update { state in
                state = StopwatchState(status: .running, elapsed: elapsed, laps: laps)
            }
        }
    }
}
