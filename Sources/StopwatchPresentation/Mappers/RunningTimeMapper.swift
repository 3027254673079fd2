import StopwatchCore

/// Maps the stopwatch at an elapsed time to its ``RunningTime``: the digits, the words and
/// the lap in progress. Constant work: it runs on every tick.
public struct RunningTimeMapper: Sendable {
    private let displayTimeMapper = DisplayTimeMapper()
    private let spokenTimeMapper: SpokenTimeMapper
    private let lapRowMapper: LapRowMapper

    public init(localizer: Localizer = SourceLocalizer()) {
        spokenTimeMapper = SpokenTimeMapper(localizer: localizer)
        lapRowMapper = LapRowMapper(localizer: localizer)
    }

    public func map(_ state: StopwatchState, elapsed: Duration) -> RunningTime {
        RunningTime(
            time: displayTimeMapper.map(elapsed),
            spokenTime: spokenTimeMapper.words(for: elapsed),
            currentLap: state.status == .initial ? nil : lapRowMapper.currentLapRow(
                number: state.currentLapNumber, duration: max(.zero, elapsed - state.laps.total), elapsed: elapsed
            )
        )
    }
}
