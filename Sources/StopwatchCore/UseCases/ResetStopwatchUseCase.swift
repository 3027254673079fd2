/// Clears a paused stopwatch: paused → initial, elapsed zero, laps gone.
public final class ResetStopwatchUseCase {
    private let store: StopwatchStore
    private let timer: TimerService
    private let repository: StopwatchRepository

    public init(store: StopwatchStore, timer: TimerService, repository: StopwatchRepository) {
        self.store = store
        self.timer = timer
        self.repository = repository
    }

    public func execute() {
        guard store.state.status == .paused else { return }
        timer.reset()
        store.update { state in
            state = .initial
        }
        repository.save(store.state)
    }
}
