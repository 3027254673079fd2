import StopwatchCore

/// A screen's view state that shows the running time (Home, Laps): what a tick changes.
public protocol RunningTimeViewState: Equatable {
    var running: RunningTime { get set }
}
