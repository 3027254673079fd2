import StopwatchCore

/// Turns laps into rows: number, lap time, signed difference to the previous lap, total time,
/// and best or worst in words. Constant work per row.
///
/// A class: every list of rows (``LapRowList``) keeps one to map its rows when they are read,
/// and a reference is all it copies.
@MainActor
public final class LapRowMapper: Sendable {
    private let timeMapper: ElapsedTimeMapper
    /// How finely its rows show times.
    public var precision: TimePrecision { timeMapper.precision }
    private let spokenTimeMapper: SpokenTimeMapper
    private let words: Words
    private let positionMapper: ListPositionMapper

    /// The row's words, translated once.
    private struct Words: Sendable {
        let title, inProgress, asFast, faster, slower, total: MessageTemplate
        let best, worst, bestLap, worstLap: String
    }

    public init(localizer: Localizer = SourceLocalizer(), precision: TimePrecision = .hundredths) {
        timeMapper = ElapsedTimeMapper(precision: precision)
        spokenTimeMapper = SpokenTimeMapper(localizer: localizer, precision: precision)
        words = Words(
            title: MessageTemplate(localizer.translate("Lap {number}"), names: ["number"]),
            // TRANSLATORS: the lap still running, read by screen readers: "Lap 3 in progress, 2 seconds, total 1 minute, 4 seconds".
            inProgress: MessageTemplate(localizer.translate("{lap} in progress, {time}, total {total}"), names: ["lap", "time", "total"]),
            asFast: MessageTemplate(localizer.translate("as fast as {lap}"), names: ["lap"]),
            faster: MessageTemplate(localizer.translate("{time} faster than {lap}"), names: ["time", "lap"]),
            slower: MessageTemplate(localizer.translate("{time} slower than {lap}"), names: ["time", "lap"]),
            total: MessageTemplate(localizer.translate("total {time}"), names: ["time"]),
            best: localizer.translate("Best"),
            worst: localizer.translate("Worst"),
            bestLap: localizer.translate("best lap"),
            worstLap: localizer.translate("worst lap")
        )
        positionMapper = ListPositionMapper(localizer: localizer)
    }

    /// The completed lap at `index` (0 is the oldest) of `laps`.
    public func row(at index: Int, of laps: LapHistory) -> LapRow {
        let lap = laps[index]
        let difference = index > 0 ? lap.duration - laps.duration(at: index - 1) : nil
        return LapRow(
            number: lap.number,
            title: title(lap.number),
            lapTime: timeMapper.text(for: lap.duration),
            difference: difference.map(timeMapper.signedText(for:)),
            totalTime: timeMapper.text(for: lap.total),
            mark: lap.mark,
            markLabel: markLabel(lap.mark),
            spokenDescription: spokenDescription(of: lap, difference: difference),
            note: lap.note?.text
        )
    }

    /// The lap in progress: `duration` so far, at `elapsed`; no difference and no mark until
    /// it is completed. Said to the second while `running`, to the hundredth when stopped.
    public func currentLapRow(number: Int, duration: Duration, elapsed: Duration, running: Bool = false) -> LapRow {
        let spoken = words.inProgress.filled(
            title(number), spokenTimeMapper.words(for: duration, hundredths: !running),
            spokenTimeMapper.words(for: elapsed, hundredths: !running)
        )
        return LapRow(
            number: number,
            title: title(number),
            lapTime: timeMapper.text(for: duration),
            difference: nil,
            totalTime: timeMapper.text(for: elapsed),
            mark: .normal,
            markLabel: nil,
            spokenDescription: spoken
        )
    }

    /// "1 of 240": where a row is in a list, for assistive technology.
    public func spokenPosition(_ position: Int, of count: Int) -> String {
        positionMapper.words(position, of: count)
    }

    /// "Lap 3".
    public func title(_ number: Int) -> String {
        words.title.filled(String(number))
    }

    /// "Best" or "Worst"; `nil` for a lap that is neither.
    public func markLabel(_ mark: LapMark) -> String? {
        switch mark {
        case .normal: nil
        case .best: words.best
        case .worst: words.worst
        }
    }

    /// "Lap 3, the hill, 1.20 seconds, 0.10 seconds faster than Lap 2, total 3.50 seconds, best
    /// lap": the note, when it has one, right after the lap's title.
    func spokenDescription(of lap: Lap, difference: Duration?) -> String {
        var parts: [String] = []
        parts.reserveCapacity(6)
        parts.append(title(lap.number))
        if let note = lap.note { parts.append(note.text) }
        parts.append(spokenTimeMapper.words(for: lap.duration))
        if let difference {
            let magnitude = difference < .zero ? .zero - difference : difference
            let previous = title(lap.number - 1)
            if magnitude < .milliseconds(10) {
                parts.append(words.asFast.filled(previous))
            } else {
                let comparison = difference < .zero ? words.faster : words.slower
                parts.append(comparison.filled(spokenTimeMapper.words(for: magnitude), previous))
            }
        }
        parts.append(words.total.filled(spokenTimeMapper.words(for: lap.total)))
        switch lap.mark {
        case .normal: break
        case .best: parts.append(words.bestLap)
        case .worst: parts.append(words.worstLap)
        }
        return String(joining: parts, separator: ", ")
    }
}
