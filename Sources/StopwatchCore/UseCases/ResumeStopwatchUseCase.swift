/// Lets a paused stopwatch count on from where it stopped: paused → running.
public final class ResumeStopwatchUseCase {
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
        timer.start(from: store.state.elapsed)
        store.update { state in
            state.status = .running
        }
        repository.save(store.state)
    }
}
