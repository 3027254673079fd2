import StopwatchCore

/// Maps the core state to what the Laps screen shows.
public struct LapsViewStateMapper: Sendable {
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

    /// The view state for `state` at `elapsed`; `previous` lends its lap list when the laps
    /// are the same, so nothing is wrapped anew.
    public func map(_ state: StopwatchState, elapsed: Duration, previous: LapsViewState?) -> LapsViewState {
        let laps = previous.map(\.laps).flatMap { $0.laps == state.laps ? $0 : nil }
            ?? LapRowList(laps: state.laps, mapper: lapRowMapper)
        return LapsViewState(
            status: state.status,
            running: runningTimeMapper.map(state, elapsed: elapsed),
            columns: columns,
            laps: laps,
            controls: controlsMapper.lapsControls(for: state.status)
        )
    }
}
