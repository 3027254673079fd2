/// Refreshes the elapsed time in the store from the clock, on each tick while running.
///
/// Constant work, whatever the number of laps; it never saves (a write a tick would be a
/// hundred writes a second).
public final class TickStopwatchUseCase {
    private let store: StopwatchStore
    private let timer: TimerService

    public init(store: StopwatchStore, timer: TimerService) {
        self.store = store
        self.timer = timer
    }

    public func execute() {
        guard store.state.status == .running else { return }
        let elapsed = timer.elapsed
        store.update { state in
            state.elapsed = elapsed
        }
    }
}
