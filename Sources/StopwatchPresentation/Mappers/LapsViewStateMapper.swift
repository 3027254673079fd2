import StopwatchCore

/// Maps the core state to what the Laps screen shows.
public struct LapsViewStateMapper: Sendable {
    private let displayTimeMapper: DisplayTimeMapper
    private let spokenTimeMapper: SpokenTimeMapper
    private let lapRowMapper: LapRowMapper
    private let controlsMapper: ControlsMapper

    public init(
        displayTimeMapper: DisplayTimeMapper = DisplayTimeMapper(),
        spokenTimeMapper: SpokenTimeMapper = SpokenTimeMapper(),
        lapRowMapper: LapRowMapper = LapRowMapper(),
        controlsMapper: ControlsMapper = ControlsMapper()
    ) {
        self.displayTimeMapper = displayTimeMapper
        self.spokenTimeMapper = spokenTimeMapper
        self.lapRowMapper = lapRowMapper
        self.controlsMapper = controlsMapper
    }

    /// The view state for `state`; `previous` lends its lap list when the laps are the same,
    /// so a tick wraps nothing anew.
    public func map(_ state: StopwatchState, previous: LapsViewState?) -> LapsViewState {
        let laps = previous.map(\.laps).flatMap { $0.laps == state.laps ? $0 : nil }
            ?? LapRowList(laps: state.laps, mapper: lapRowMapper)
        return LapsViewState(
            status: state.status,
            time: displayTimeMapper.map(state.elapsed),
            spokenTime: spokenTimeMapper.words(for: state.elapsed),
            currentLap: state.status == .initial ? nil : lapRowMapper.currentLapRow(of: state),
            laps: laps,
            primaryControl: controlsMapper.lapsPrimaryControl(for: state.status)
        )
    }
}
