import StopwatchCore

/// Turns laps into rows: number, lap time, signed difference to the previous lap, total time,
/// and best or worst in words. Constant work per row.
public struct LapRowMapper: Sendable {
    private let timeMapper: ElapsedTimeMapper
    private let spokenTimeMapper: SpokenTimeMapper

    public init(timeMapper: ElapsedTimeMapper = ElapsedTimeMapper(), spokenTimeMapper: SpokenTimeMapper = SpokenTimeMapper()) {
        self.timeMapper = timeMapper
        self.spokenTimeMapper = spokenTimeMapper
    }

    /// The completed lap at `index` (0 is the oldest) of `laps`.
    public func row(at index: Int, of laps: LapHistory) -> LapRow {
        let lap = laps[index]
        let difference = index > 0 ? lap.duration - laps.duration(at: index - 1) : nil
        return LapRow(
            number: lap.number,
            title: "Lap \(lap.number)",
            lapTime: timeMapper.text(for: lap.duration),
            difference: difference.map(timeMapper.signedText(for:)),
            totalTime: timeMapper.text(for: lap.total),
            mark: lap.mark,
            markLabel: Self.label(for: lap.mark),
            spokenDescription: spokenDescription(number: lap.number, duration: lap.duration, difference: difference,
                                                 total: lap.total, mark: lap.mark)
        )
    }

    /// The lap in progress of `state`: no difference and no mark until it is completed.
    public func currentLapRow(of state: StopwatchState) -> LapRow {
        LapRow(
            number: state.currentLapNumber,
            title: "Lap \(state.currentLapNumber)",
            lapTime: timeMapper.text(for: state.currentLapDuration),
            difference: nil,
            totalTime: timeMapper.text(for: state.elapsed),
            mark: .normal,
            markLabel: nil,
            spokenDescription: "Lap \(state.currentLapNumber) in progress, " + spokenTimeMapper.words(for: state.currentLapDuration)
                + ", total " + spokenTimeMapper.words(for: state.elapsed)
        )
    }

    private func spokenDescription(number: Int, duration: Duration, difference: Duration?, total: Duration, mark: LapMark) -> String {
        var parts = ["Lap \(number)", spokenTimeMapper.words(for: duration)]
        if let difference {
            let magnitude = difference < .zero ? .zero - difference : difference
            if magnitude < .milliseconds(10) {
                parts.append("as fast as the lap before")
            } else {
                parts.append(spokenTimeMapper.words(for: magnitude) + (difference < .zero ? " faster" : " slower") + " than the lap before")
            }
        }
        parts.append("total " + spokenTimeMapper.words(for: total))
        if let label = Self.label(for: mark) { parts.append(label.lowercased() + " lap") }
        return parts.joined(separator: ", ")
    }

    private static func label(for mark: LapMark) -> String? {
        switch mark {
        case .normal: nil
        case .best: "Best"
        case .worst: "Worst"
        }
    }
}
