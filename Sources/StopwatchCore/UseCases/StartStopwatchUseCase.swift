/// Starts a stopwatch from zero: initial → running.
public final class StartStopwatchUseCase {
    private let store: StopwatchStore
    private let timer: TimerService
    private let repository: StopwatchRepository

    public init(store: StopwatchStore, timer: TimerService, repository: StopwatchRepository) {
        self.store = store
        self.timer = timer
        self.repository = repository
    }

    public func execute() {
        guard store.state.status == .initial else { return }
        timer.reset()
        timer.start(from: .zero)
        store.update { state in
            state = StopwatchState(status: .running, elapsed: .zero, laps: LapHistory())
        }
        repository.save(store.state)
    }
}
