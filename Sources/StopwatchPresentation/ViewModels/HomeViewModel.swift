import StopwatchCore

/// The Home screen's ViewModel: maps the stopwatch to a ``HomeViewState``.
///
/// The ``AppViewModel`` hands it the state while Home is shown: whole on a change of the
/// stopwatch, the running time alone on a tick (constant work: the recent lap rows are
/// mapped only when the laps changed). It handles no command: commands go to the app
/// ViewModel.
@MainActor
final class HomeViewModel: ViewStatePublisher {
    public let states: ViewStateChannel<HomeViewState>
    private let localizer: Localizer
    private var mapper: HomeViewStateMapper
    private let runningTime: PendingRunningTime<HomeViewState>
    private let goals: GoalTextMapper

    public init(localizer: Localizer, state: StopwatchState, elapsed: Duration, style: TimeStyle = .standard) {
        self.localizer = localizer
        mapper = HomeViewStateMapper(localizer: localizer, style: style)
        runningTime = PendingRunningTime(mapper: RunningTimeMapper(localizer: localizer, style: style))
        goals = GoalTextMapper(localizer: localizer)
        states = ViewStateChannel(mapper.map(state, elapsed: elapsed, recentLaps: mapper.recentLaps(of: state.laps)))
    }

    /// Shows `state` at `elapsed`, changing in place only what it changes: a lap maps the
    /// lap in progress, and no row until a view reads it.
    func update(_ state: StopwatchState, elapsed: Duration) {
        let mapper = mapper
        states.update { shown in mapper.update(&shown, to: state, elapsed: elapsed) }
    }

    /// Shows `state` at `elapsed` in `style`, every time and lap mapped anew.
    func restyle(_ style: TimeStyle, state: StopwatchState, elapsed: Duration) {
        mapper = HomeViewStateMapper(localizer: localizer, style: style)
        runningTime.mapper = RunningTimeMapper(localizer: localizer, style: style)
        var restyled = mapper.map(state, elapsed: elapsed, recentLaps: mapper.recentLaps(of: state.laps))
        restyled.goal = viewState.goal
        states.publish(restyled)
    }

    /// Shows where the current stopwatch's goal stands (`nil`: none), if that says something
    /// else than what is shown: to the minute, so at most once a minute while it runs.
    func showGoal(_ progress: GoalProgress?) {
        let line = progress.map(goals.line)
        guard line != viewState.goal else { return }
        states.update { shown in
            shown.goal = line
            return true
        }
    }

    /// Shows the running time of `state` at `elapsed`, which may have reached a new second;
    /// nothing else changed.
    func tick(_ state: StopwatchState, elapsed: Duration, isNewSecond: Bool) {
        states.publishRunningTime(runningTime.advance(to: state, elapsed: elapsed), isNewSecond: isNewSecond)
    }
}

extension HomeViewModel: AppPart {}
