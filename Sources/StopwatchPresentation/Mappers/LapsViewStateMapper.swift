import StopwatchCore

/// Maps the core state to what the Laps screen shows.
@MainActor
public struct LapsViewStateMapper: Sendable {
    private let runningTimeMapper: RunningTimeMapper
    private let lapRowMapper: LapRowMapper
    private let controlsMapper: ControlsMapper
    private let glanceMapper: LapGlanceMapper
    private let columns: LapColumns

    public init(localizer: Localizer = SourceLocalizer(), style: TimeStyle = .standard) {
        runningTimeMapper = RunningTimeMapper(localizer: localizer, style: style)
        lapRowMapper = LapRowMapper(localizer: localizer, precision: style.precision)
        controlsMapper = ControlsMapper(localizer: localizer)
        glanceMapper = LapGlanceMapper(localizer: localizer, precision: style.precision)
        columns = LapColumns(localizer: localizer)
    }

    /// The view state for `state` at `elapsed`, the chart's bars grouped into `bins`;
    /// `previous` lends its lap list and glance when the laps are the same, so nothing is
    /// made anew.
    public func map(_ state: StopwatchState, elapsed: Duration, bins: LapChartBins, previous: LapsViewState?) -> LapsViewState {
        let unchanged = previous.flatMap { $0.laps.laps == state.laps && $0.laps.count == bins.lapCount ? $0 : nil }
        return LapsViewState(
            status: state.status,
            running: runningTimeMapper.map(state, elapsed: elapsed),
            columns: columns,
            laps: unchanged?.laps ?? LapRowList(laps: state.laps, mapper: lapRowMapper),
            controls: controlsMapper.lapsControls(for: state.status),
            glance: unchanged.map(\.glance) ?? glanceMapper.glance(state.laps, bins: bins)
        )
    }
}
