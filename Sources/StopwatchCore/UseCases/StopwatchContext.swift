/// What the stopwatch's use cases work on: the store (the state), the timer (the clock) and
/// the repository (the state file). One value, so each use case names only its own logic.
public struct StopwatchContext {
    public let store: StopwatchStore
    public let timer: TimerService
    public let repository: StopwatchRepository
    public let wallClock: WallClock

    public init(store: StopwatchStore, timer: TimerService, repository: StopwatchRepository, wallClock: WallClock) {
        self.store = store
        self.timer = timer
        self.repository = repository
        self.wallClock = wallClock
    }

    /// Applies `change` to the state, then saves the result with the elapsed time `now`.
    func transition(_ change: (inout StopwatchState) -> Void) {
        store.update(change)
        repository.save(store.state, elapsed: timer.elapsed)
    }
}
