import StopwatchCore

/// The Laps screen's ViewModel: the time, the current lap and every completed lap.
///
/// Driven by the ``AppViewModel`` while the Laps screen is shown; on a tick it does constant
/// work: the lap list is kept, never remapped (its rows are mapped when a view asks).
public final class LapsViewModel: ViewStatePublisher {
    public let states: ViewStateChannel<LapsViewState>
    private let mapper: LapsViewStateMapper
    private let runningTime: PendingRunningTime<LapsViewState>

    public init(localizer: Localizer, state: StopwatchState, elapsed: Duration) {
        mapper = LapsViewStateMapper(localizer: localizer)
        runningTime = PendingRunningTime(mapper: RunningTimeMapper(localizer: localizer))
        states = ViewStateChannel(mapper.map(state, elapsed: elapsed, previous: nil))
    }

    /// Shows `state` at `elapsed`.
    func update(_ state: StopwatchState, elapsed: Duration) {
        states.publish(mapper.map(state, elapsed: elapsed, previous: viewState))
    }

    /// Shows the running time of `state` at `elapsed`, which may have reached a new second;
    /// nothing else changed.
    func tick(_ state: StopwatchState, elapsed: Duration, isNewSecond: Bool) {
        states.publishRunningTime(runningTime.advance(to: state, elapsed: elapsed), isNewSecond: isNewSecond)
    }
}
