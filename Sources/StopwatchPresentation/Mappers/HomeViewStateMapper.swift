import StopwatchCore

/// Maps the core state to what the Home screen shows.
@MainActor
public struct HomeViewStateMapper: Sendable {
    private let runningTimeMapper: RunningTimeMapper
    private let lapRowMapper: LapRowMapper
    private let controlsMapper: ControlsMapper
    private let columns: LapColumns

    public init(localizer: Localizer = SourceLocalizer(), style: TimeStyle = .standard) {
        runningTimeMapper = RunningTimeMapper(localizer: localizer, style: style)
        lapRowMapper = LapRowMapper(localizer: localizer, precision: style.precision)
        controlsMapper = ControlsMapper(localizer: localizer)
        columns = LapColumns(localizer: localizer)
    }

    /// The view state for `state` at the elapsed time `elapsed`, with `recentLaps` already
    /// mapped (they change only with the laps, not on every tick); `running`, when given, is
    /// taken as it is, for the caller to bring up to date (``RunningTimeMapper/update(_:state:elapsed:)``).
    public func map(_ state: StopwatchState, elapsed: Duration, recentLaps: [LapRow], running: RunningTime? = nil) -> HomeViewState {
        HomeViewState(
            status: state.status,
            running: running ?? runningTimeMapper.map(state, elapsed: elapsed),
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

    /// The two most recently completed laps of `laps`, one lap after `previous` was mapped:
    /// the row that was newest is kept as the second when its mark did not change.
    public func recentLaps(of laps: LapHistory, afterOneLapFrom previous: [LapRow]) -> [LapRow] {
        let newest = laps.count - 1
        guard newest >= 1, let kept = previous.first, kept.number == newest, kept.mark == laps.mark(at: newest - 1) else {
            return recentLaps(of: laps)
        }
        return [lapRowMapper.row(at: newest, of: laps), kept]
    }
}
