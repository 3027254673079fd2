import StopwatchCore

/// Maps the core state to what the Home screen shows.
///
/// A class: the Home ViewModel asks it on every change of the stopwatch, and a reference is
/// all that call copies (its words and mappers are many strings).
@MainActor
public final class HomeViewStateMapper: Sendable {
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

    /// The view state for `state` at the elapsed time `elapsed`, with `recentLaps` (they change
    /// only with the laps, not on every tick); `running`, when given, is taken as it is, for the
    /// caller to bring up to date (``RunningTimeMapper/update(_:state:elapsed:)``).
    public func map(_ state: StopwatchState, elapsed: Duration, recentLaps: LapRowList, running: RunningTime? = nil) -> HomeViewState {
        HomeViewState(
            status: state.status,
            running: running ?? runningTimeMapper.map(state, elapsed: elapsed),
            controls: controlsMapper.homeControls(for: state.status),
            columns: columns,
            recentLaps: recentLaps,
            seeAllLaps: state.status == .initial ? nil : controlsMapper.seeAllLaps
        )
    }

    /// Brings `shown` to `state` at `elapsed`: the lap rows change with the laps, the buttons
    /// only with the status, the running time within its second only in its digits. Whether
    /// anything changed.
    public func update(_ shown: inout HomeViewState, to state: StopwatchState, elapsed: Duration) -> Bool {
        var changed = false
        if shown.recentLaps.laps != state.laps {
            shown.recentLaps = recentLaps(of: state.laps)
            changed = true
        }
        if shown.status != state.status {
            shown.status = state.status
            shown.controls = controlsMapper.homeControls(for: state.status)
            shown.seeAllLaps = state.status == .initial ? nil : controlsMapper.seeAllLaps
            changed = true
        }
        let before = shown.running
        runningTimeMapper.update(&shown.running, state: state, elapsed: elapsed)
        return changed || shown.running != before
    }

    /// The two most recently completed laps, newest first, mapped when a view reads them.
    public func recentLaps(of laps: LapHistory) -> LapRowList {
        LapRowList(laps: laps, mapper: lapRowMapper, limit: Self.recentLapCount)
    }

    /// How many completed laps Home shows.
    public static let recentLapCount = 2
}
