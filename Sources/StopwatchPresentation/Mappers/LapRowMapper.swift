import StopwatchCore

/// Turns laps into rows: number, lap time, signed difference to the previous lap, total time,
/// and best or worst in words. Constant work per row.
public struct LapRowMapper: Sendable {
    private let timeMapper = ElapsedTimeMapper()
    private let spokenTimeMapper: SpokenTimeMapper
    private let words: Words
    private let positionMapper: ListPositionMapper

    /// The row's words, translated once.
    private struct Words: Sendable {
        let title, inProgress, asFast, faster, slower, total, best, worst, bestLap, worstLap: String
    }

    public init(localizer: Localizer = SourceLocalizer()) {
        spokenTimeMapper = SpokenTimeMapper(localizer: localizer)
        words = Words(
            title: localizer.translate("Lap {number}"),
            // TRANSLATORS: the lap still running, read by screen readers: "Lap 3 in progress, 2 seconds, total 1 minute, 4 seconds".
            inProgress: localizer.translate("{lap} in progress, {time}, total {total}"),
            asFast: localizer.translate("as fast as {lap}"),
            faster: localizer.translate("{time} faster than {lap}"),
            slower: localizer.translate("{time} slower than {lap}"),
            total: localizer.translate("total {time}"),
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
            spokenDescription: spokenDescription(of: lap, difference: difference)
        )
    }

    /// The lap in progress: `duration` so far, at `elapsed`; no difference and no mark until
    /// it is completed. Said to the second while `running`, to the hundredth when stopped.
    public func currentLapRow(number: Int, duration: Duration, elapsed: Duration, running: Bool = false) -> LapRow {
        let spoken = words.inProgress.filling([
            "lap": title(number), "time": spokenTimeMapper.words(for: duration, hundredths: !running),
            "total": spokenTimeMapper.words(for: elapsed, hundredths: !running),
        ])
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
        words.title.filling(["number": String(number)])
    }

    /// "Best" or "Worst"; `nil` for a lap that is neither.
    public func markLabel(_ mark: LapMark) -> String? {
        switch mark {
        case .normal: nil
        case .best: words.best
        case .worst: words.worst
        }
    }

    private func spokenDescription(of lap: Lap, difference: Duration?) -> String {
        var parts = [title(lap.number), spokenTimeMapper.words(for: lap.duration)]
        if let difference {
            let magnitude = difference < .zero ? .zero - difference : difference
            let previous = title(lap.number - 1)
            if magnitude < .milliseconds(10) {
                parts.append(words.asFast.filling(["lap": previous]))
            } else {
                let comparison = difference < .zero ? words.faster : words.slower
                parts.append(comparison.filling(["time": spokenTimeMapper.words(for: magnitude), "lap": previous]))
            }
        }
        parts.append(words.total.filling(["time": spokenTimeMapper.words(for: lap.total)]))
        switch lap.mark {
        case .normal: break
        case .best: parts.append(words.bestLap)
        case .worst: parts.append(words.worstLap)
        }
        return parts.joined(separator: ", ")
    }
}
