import StopwatchCore

/// Maps the stopwatch at an elapsed time to its ``RunningTime``: the digits, the words and
/// the lap in progress. It runs on every tick, so a tick within the same second changes only
/// the digits, and the words are made once a second.
@MainActor
public struct RunningTimeMapper: Sendable {
    private let displayTimeMapper = DisplayTimeMapper()
    private let timeMapper = ElapsedTimeMapper()
    private let spokenTimeMapper: SpokenTimeMapper
    private let lapRowMapper: LapRowMapper

    public init(localizer: Localizer = SourceLocalizer()) {
        spokenTimeMapper = SpokenTimeMapper(localizer: localizer)
        lapRowMapper = LapRowMapper(localizer: localizer)
    }

    public func map(_ state: StopwatchState, elapsed: Duration) -> RunningTime {
        let running = state.status == .running
        let lapDuration = max(.zero, elapsed - state.laps.total)
        return RunningTime(
            time: displayTimeMapper.map(elapsed),
            spokenTime: spokenTimeMapper.words(for: elapsed, hundredths: !running),
            currentLap: state.status == .initial
                ? nil
                : lapRowMapper.currentLapRow(
                    number: state.currentLapNumber, duration: lapDuration, elapsed: elapsed, running: running
                ),
            currentLapMilliseconds: lapDuration.wholeMilliseconds
        )
    }

    /// `running` brought to `state` at `elapsed` (a tick, or a lap) while the stopwatch runs:
    /// within the second it showed, the words of the time are kept and the lap in progress is
    /// mapped again only if it is a new one; otherwise all of it is mapped again.
    public func update(_ running: inout RunningTime, state: StopwatchState, elapsed: Duration) {
        let time = displayTimeMapper.map(elapsed)
        guard state.status == .running, time.hours == running.time.hours, time.minutes == running.time.minutes,
            time.seconds == running.time.seconds, let lap = running.currentLap
        else {
            running = map(state, elapsed: elapsed)
            return
        }
        running.time = time
        let lapDuration = max(.zero, elapsed - state.laps.total)
        running.currentLapMilliseconds = lapDuration.wholeMilliseconds
        running.currentLap =
            lap.number == state.currentLapNumber
            ? lap.withTimes(lapTime: timeMapper.text(for: lapDuration), totalTime: time.text)
            : lapRowMapper.currentLapRow(number: state.currentLapNumber, duration: lapDuration, elapsed: elapsed, running: true)
    }
}
