import StopwatchCore

/// Turns laps into rows: number, lap time, signed difference to the previous lap, total time,
/// and best or worst in words. Constant work per row.
public struct LapRowMapper: Sendable {
    private let timeMapper: ElapsedTimeMapper

    public init(timeMapper: ElapsedTimeMapper = ElapsedTimeMapper()) {
        self.timeMapper = timeMapper
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
            markLabel: Self.label(for: lap.mark)
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
            markLabel: nil
        )
    }

    private static func label(for mark: LapMark) -> String? {
        switch mark {
        case .normal: nil
        case .best: "Best"
        case .worst: "Worst"
        }
    }
}
