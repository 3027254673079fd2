/// Logs each change of status or lap count at debug level (not ticks), so a run can be
/// followed with `G_MESSAGES_DEBUG=all`: `state: running, laps: 2, elapsed_ms: 4210`; and which
/// stopwatch is current when another becomes so: `stopwatch: Tea (2 of 3)`.
public final class TransitionLogger {
    private let store: StopwatchStore
    private let timer: TimerService
    private let logger: Logger
    private var token: ObserverToken?
    private var last: (status: StopwatchStatus, laps: Int)
    private var current: StopwatchID

    public init(store: StopwatchStore, timer: TimerService, logger: Logger) {
        self.store = store
        self.timer = timer
        self.logger = logger
        last = (store.state.status, store.state.laps.count)
        current = store.collection.currentID
        token = store.addObserver { [weak self] state in self?.stateDidChange(state) }
    }

    deinit {
        if let token { store.removeObserver(token) }
    }

    private func stateDidChange(_ state: StopwatchState) {
        let stopwatches = store.collection
        let switched = stopwatches.currentID != current
        if switched {
            current = stopwatches.currentID
            logger.debug("stopwatch: \(stopwatches.current.name) (\(stopwatches.currentIndex + 1) of \(stopwatches.count))")
        }
        guard switched || state.status != last.status || state.laps.count != last.laps else { return }
        last = (state.status, state.laps.count)
        logger.debug("state: \(state.status.rawValue), laps: \(state.laps.count), elapsed_ms: \(timer.elapsed.wholeMilliseconds)")
    }
}
