import StopwatchCore

/// Maps the core state to what the Home screen shows.
public struct HomeViewStateMapper: Sendable {
    private let runningTimeMapper: RunningTimeMapper
    private let lapRowMapper: LapRowMapper
    private let controlsMapper: ControlsMapper
    private let columns: LapColumns

    public init(localizer: Localizer = SourceLocalizer()) {
        runningTimeMapper = RunningTimeMapper(localizer: localizer)
        lapRowMapper = LapRowMapper(localizer: localizer)
        controlsMapper = ControlsMapper(localizer: localizer)
        columns = LapColumns(localizer: localizer)
    }

    /// The view state for `state` at the elapsed time `elapsed`, with `recentLaps` already
    /// mapped (they change only with the laps, not on every tick).
    public func map(_ state: StopwatchState, elapsed: Duration, recentLaps: [LapRow]) -> HomeViewState {
        HomeViewState(
            status: state.status,
            running: runningTimeMapper.map(state, elapsed: elapsed),
            controls: controlsMapper.homeControls(for: state.status),
            columns: columns,
            recentLaps: recentLaps,
            seeAllLaps: state.status == .initial ? nil : controlsMapper.seeAllLaps
        )
    }

    /// The two most recently completed laps, newest first.
    public func recentLaps(of laps: LapHistory) -> [LapRow] {
        let newest = laps.count - 1
        return stride(from: newest, to: max(-1, newest - 2), by: -1).map { lapRowMapper.row(at: $0, of: laps) }
    }
}
