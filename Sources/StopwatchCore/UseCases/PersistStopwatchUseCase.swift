/// Saves the stopwatch as it is this instant and waits until it is stored (on quit).
public final class PersistStopwatchUseCase {
    private let store: StopwatchStore
    private let timer: TimerService
    private let repository: StopwatchRepository

    public init(store: StopwatchStore, timer: TimerService, repository: StopwatchRepository) {
        self.store = store
        self.timer = timer
        self.repository = repository
    }

    public func execute() {
        var state = store.state
        // The store's elapsed time is as old as the last tick; ticks stop while hidden.
        state.elapsed = timer.elapsed
        repository.save(state)
        repository.flush()
    }
}
