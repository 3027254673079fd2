import StopwatchCore

/// Maps the core state to what the Home screen shows.
public struct HomeViewStateMapper: Sendable {
    private let displayTimeMapper: DisplayTimeMapper
    private let timeMapper: ElapsedTimeMapper
    private let spokenTimeMapper: SpokenTimeMapper
    private let lapRowMapper: LapRowMapper
    private let controlsMapper: ControlsMapper

    public init(
        displayTimeMapper: DisplayTimeMapper = DisplayTimeMapper(),
        timeMapper: ElapsedTimeMapper = ElapsedTimeMapper(),
        spokenTimeMapper: SpokenTimeMapper = SpokenTimeMapper(),
        lapRowMapper: LapRowMapper = LapRowMapper(),
        controlsMapper: ControlsMapper = ControlsMapper()
    ) {
        self.displayTimeMapper = displayTimeMapper
        self.timeMapper = timeMapper
        self.spokenTimeMapper = spokenTimeMapper
        self.lapRowMapper = lapRowMapper
        self.controlsMapper = controlsMapper
    }

    /// The view state for `state`, with `recentLaps` already mapped (they change only with
    /// the laps, not on every tick).
    public func map(_ state: StopwatchState, recentLaps: [LapRow]) -> HomeViewState {
        HomeViewState(
            status: state.status,
            time: displayTimeMapper.map(state.elapsed),
            spokenTime: spokenTimeMapper.words(for: state.elapsed),
            controls: controlsMapper.homeControls(for: state.status),
            currentLap: state.status == .initial ? nil : lapRowMapper.currentLapRow(of: state),
            recentLaps: recentLaps,
            lapCount: state.laps.count,
            canShowAllLaps: state.laps.count >= Route.minimumLapsForLapsScreen,
            windowTitle: state.status == .initial
                ? "Stopwatch"
                : timeMapper.wholeSecondsText(for: state.elapsed) + " \u{2014} Stopwatch"
        )
    }

    /// The two most recently completed laps, newest first.
    public func recentLaps(of laps: LapHistory) -> [LapRow] {
        let newest = laps.count - 1
        return stride(from: newest, to: max(-1, newest - 2), by: -1).map { lapRowMapper.row(at: $0, of: laps) }
    }
}
