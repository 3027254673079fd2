import StopwatchCore

/// The Home screen's ViewModel: maps the stopwatch to a ``HomeViewState``.
///
/// The ``AppViewModel`` hands it the state while Home is shown: whole on a change of the
/// stopwatch, the running time alone on a tick (constant work: the recent lap rows are
/// mapped only when the laps changed). It handles no command: commands go to the app
/// ViewModel.
@MainActor
public final class HomeViewModel: ViewStatePublisher {
    public let states: ViewStateChannel<HomeViewState>
    private let localizer: Localizer
    private var mapper: HomeViewStateMapper
    private var runningTimeMapper: RunningTimeMapper
    private let runningTime: PendingRunningTime<HomeViewState>
    private var mappedLaps: LapHistory

    public init(localizer: Localizer, state: StopwatchState, elapsed: Duration, style: TimeStyle = .standard) {
        self.localizer = localizer
        mapper = HomeViewStateMapper(localizer: localizer, style: style)
        runningTimeMapper = RunningTimeMapper(localizer: localizer, style: style)
        runningTime = PendingRunningTime(mapper: runningTimeMapper)
        mappedLaps = state.laps
        states = ViewStateChannel(mapper.map(state, elapsed: elapsed, recentLaps: mapper.recentLaps(of: state.laps)))
    }

    /// Shows `state` at `elapsed`.
    func update(_ state: StopwatchState, elapsed: Duration) {
        var recentLaps = viewState.recentLaps
        let lapsChanged = state.laps != mappedLaps
        if lapsChanged {
            recentLaps =
                state.laps.count == mappedLaps.count + 1 && state.laps.hasPrefix(mappedLaps)
                ? mapper.recentLaps(of: state.laps, afterOneLapFrom: recentLaps)
                : mapper.recentLaps(of: state.laps)
            mappedLaps = state.laps
        }
        var next = mapper.map(state, elapsed: elapsed, recentLaps: recentLaps, running: viewState.running)
        runningTimeMapper.update(&next.running, state: state, elapsed: elapsed)
        // Laps that differ show differently (a new lap: the rows and the lap in progress), so
        // the whole state is not compared; at worst an equal one is drawn again.
        states.publish(next, knownToDiffer: lapsChanged)
    }

    /// Shows `state` at `elapsed` in `style`, every time and lap mapped anew.
    func restyle(_ style: TimeStyle, state: StopwatchState, elapsed: Duration) {
        mapper = HomeViewStateMapper(localizer: localizer, style: style)
        runningTimeMapper = RunningTimeMapper(localizer: localizer, style: style)
        runningTime.mapper = runningTimeMapper
        mappedLaps = state.laps
        states.publish(mapper.map(state, elapsed: elapsed, recentLaps: mapper.recentLaps(of: state.laps)))
    }

    /// Shows the running time of `state` at `elapsed`, which may have reached a new second;
    /// nothing else changed.
    func tick(_ state: StopwatchState, elapsed: Duration, isNewSecond: Bool) {
        states.publishRunningTime(runningTime.advance(to: state, elapsed: elapsed), isNewSecond: isNewSecond)
    }
}
