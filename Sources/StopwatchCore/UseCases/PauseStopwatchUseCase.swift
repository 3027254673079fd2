/// Freezes a running stopwatch: running → paused.
public final class PauseStopwatchUseCase {
    private let store: StopwatchStore
    private let timer: TimerService
    private let repository: StopwatchRepository

    public init(store: StopwatchStore, timer: TimerService, repository: StopwatchRepository) {
        self.store = store
        self.timer = timer
        self.repository = repository
    }

    public func execute() {
        guard store.state.status == .running else { return }
        let elapsed = timer.stop()
        store.update { state in
            state.status = .paused
            state.elapsed = elapsed
        }
        repository.save(store.state)
    }
}
