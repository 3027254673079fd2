/// Completes the current lap of a running stopwatch and starts the next one.
///
/// The lap's duration is the elapsed time now, read from the clock, minus the sum of the
/// laps before it; best, worst and the sum are updated in constant work. Lap boundaries fall
/// on whole milliseconds (the state file's unit), so lap times always add up exactly to the
/// totals shown, copied, exported and saved.
public final class LapStopwatchUseCase {
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
        let elapsed = timer.elapsed
        let lapEnd = Duration.milliseconds(elapsed.wholeMilliseconds)
        store.update { state in
            state.elapsed = elapsed
            state.laps.append(max(.zero, lapEnd - state.laps.total))
        }
        repository.save(store.state)
    }
}
