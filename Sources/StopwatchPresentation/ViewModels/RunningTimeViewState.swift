import StopwatchCore

/// A screen's view state that shows the running time (Home, Laps): what a tick changes.
public protocol RunningTimeViewState: Equatable {
    var running: RunningTime { get set }
}

extension ViewStateChannel where State: RunningTimeViewState {
    /// The running time moved on to `state` at `elapsed`; nothing else changed. Mapped when
    /// read: a view that draws at its own pace maps only the ticks it draws.
    func advanceRunningTime(to state: StopwatchState, elapsed: Duration, mapper: RunningTimeMapper) {
        publishRunningTime { shown in
            let before = shown.running
            mapper.update(&shown.running, state: state, elapsed: elapsed)
            return shown.running != before
        }
    }
}
