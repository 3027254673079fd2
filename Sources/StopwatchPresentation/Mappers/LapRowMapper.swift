import StopwatchCore

/// Turns laps into rows: number, lap time, signed difference to the previous lap, total time,
/// and best or worst in words. Constant work per row.
public struct LapRowMapper: Sendable {
    private let localizer: Localizer
    private let timeMapper: ElapsedTimeMapper
    private let spokenTimeMapper: SpokenTimeMapper

    public init(localizer: Localizer = SourceLocalizer()) {
        self.localizer = localizer
        timeMapper = ElapsedTimeMapper()
        spokenTimeMapper = SpokenTimeMapper(localizer: localizer)
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
    /// it is completed.
    public func currentLapRow(number: Int, duration: Duration, elapsed: Duration) -> LapRow {
        // TRANSLATORS: the lap still running, read by screen readers: "Lap 3 in progress, 2.50 seconds, total 1 minute, 4.00 seconds".
        let spoken = localizer.translate("{lap} in progress, {time}, total {total}").filling([
            "lap": title(number), "time": spokenTimeMapper.words(for: duration), "total": spokenTimeMapper.words(for: elapsed),
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

    /// "Lap 3".
    public func title(_ number: Int) -> String {
        localizer.translate("Lap {number}").filling(["number": String(number)])
    }

    /// "Best" or "Worst"; `nil` for a lap that is neither.
    public func markLabel(_ mark: LapMark) -> String? {
        switch mark {
        case .normal: nil
        case .best: localizer.translate("Best")
        case .worst: localizer.translate("Worst")
        }
    }

    private func spokenDescription(of lap: Lap, difference: Duration?) -> String {
        var parts = [title(lap.number), spokenTimeMapper.words(for: lap.duration)]
        if let difference {
            let magnitude = difference < .zero ? .zero - difference : difference
            let previous = title(lap.number - 1)
            if magnitude < .milliseconds(10) {
                parts.append(localizer.translate("as fast as {lap}").filling(["lap": previous]))
            } else {
                let comparison = difference < .zero
                    ? localizer.translate("{time} faster than {lap}") : localizer.translate("{time} slower than {lap}")
                parts.append(comparison.filling(["time": spokenTimeMapper.words(for: magnitude), "lap": previous]))
            }
        }
        parts.append(localizer.translate("total {time}").filling(["time": spokenTimeMapper.words(for: lap.total)]))
        switch lap.mark {
        case .normal: break
        case .best: parts.append(localizer.translate("best lap"))
        case .worst: parts.append(localizer.translate("worst lap"))
        }
        return parts.joined(separator: ", ")
    }
}
