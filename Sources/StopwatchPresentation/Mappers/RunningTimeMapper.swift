import StopwatchCore

/// Maps the stopwatch at an elapsed time to its ``RunningTime``: the digits, the words and
/// the lap in progress, in the user's ``TimeStyle``. It runs on every tick, so a tick within
/// the same second changes only the digits, and the words are made once a second.
@MainActor
public struct RunningTimeMapper: Sendable {
    private let displayTimeMapper: DisplayTimeMapper
    private let timeMapper: ElapsedTimeMapper
    private let spokenTimeMapper: SpokenTimeMapper
    private let lapRowMapper: LapRowMapper
    private let bigNumber: BigNumber
    /// "Lap 3, 12 seconds": the lap in progress in words, when it is the big number.
    private let spokenLap: MessageTemplate
    /// "Total", before the total beneath the lap.
    private let totalCaption: String

    public init(localizer: Localizer = SourceLocalizer(), style: TimeStyle = .standard) {
        displayTimeMapper = DisplayTimeMapper(precision: style.precision)
        timeMapper = ElapsedTimeMapper(precision: style.precision)
        spokenTimeMapper = SpokenTimeMapper(localizer: localizer, precision: style.precision)
        lapRowMapper = LapRowMapper(localizer: localizer, precision: style.precision)
        bigNumber = style.bigNumber
        // TRANSLATORS: the lap in progress shown large, read by screen readers: "Lap 3, 12 seconds".
        spokenLap = MessageTemplate(localizer.translate("{lap}, {time}"), names: ["lap", "time"])
        totalCaption = localizer.translate("Total")
    }

    public func map(_ state: StopwatchState, elapsed: Duration) -> RunningTime {
        let running = state.status == .running
        let lapDuration = max(.zero, elapsed - state.laps.total)
        let lapIsBig = bigNumber == .lap
        let total = displayTimeMapper.map(elapsed)
        return RunningTime(
            time: lapIsBig ? displayTimeMapper.map(lapDuration) : total,
            spokenTime: lapIsBig
                ? spokenLap.filled(
                    lapRowMapper.title(state.currentLapNumber), spokenTimeMapper.words(for: lapDuration, hundredths: !running))
                : spokenTimeMapper.words(for: elapsed, hundredths: !running),
            totalBeneath: lapIsBig ? total.text : nil,
            totalCaption: lapIsBig ? totalCaption : "",
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
        let lapDuration = max(.zero, elapsed - state.laps.total)
        let total = displayTimeMapper.map(elapsed)
        let time = bigNumber == .lap ? displayTimeMapper.map(lapDuration) : total
        guard state.status == .running, time.hours == running.time.hours, time.minutes == running.time.minutes,
            time.seconds == running.time.seconds, let lap = running.currentLap,
            lap.number == state.currentLapNumber
                || bigNumber == .total
        else {
            running = map(state, elapsed: elapsed)
            return
        }
        running.time = time
        if bigNumber == .lap { running.totalBeneath = total.text }
        running.currentLapMilliseconds = lapDuration.wholeMilliseconds
        running.currentLap =
            lap.number == state.currentLapNumber
            ? lap.withTimes(lapTime: timeMapper.text(for: lapDuration), totalTime: total.text)
            : lapRowMapper.currentLapRow(number: state.currentLapNumber, duration: lapDuration, elapsed: elapsed, running: true)
    }
}
