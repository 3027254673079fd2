import StopwatchCore

/// One lap as a row shows it: number, lap time, difference to the previous lap, total time,
/// and best or worst in words as well as the mark a view may colour.
public struct LapRow: Equatable, Hashable, Sendable {
    public let number: Int
    /// "Lap 3".
    public let title: String
    /// The lap's own duration, `MM:SS.cc`.
    public let lapTime: String
    /// Signed difference to the previous lap ("+00:01.20", "−00:00.35"); `nil` for the first
    /// lap and for the lap in progress.
    public let difference: String?
    /// The elapsed time at the end of the lap.
    public let totalTime: String
    public let mark: LapMark
    /// "Best" or "Worst", so the mark is never told by colour alone; `nil` otherwise.
    public let markLabel: String?
    /// The row in words, for assistive technology: "Lap 2, 40.01 seconds, 1.19 seconds
    /// faster than lap 1, total 1 minute, 21.21 seconds, best lap".
    public let spokenDescription: String
    /// What the user noted of the lap ("the hill"), shown whole in a tooltip; `nil` without one.
    public let note: String?

    public init(
        number: Int,
        title: String,
        lapTime: String,
        difference: String?,
        totalTime: String,
        mark: LapMark,
        markLabel: String?,
        spokenDescription: String = "",
        note: String? = nil
    ) {
        self.number = number
        self.title = title
        self.lapTime = lapTime
        self.difference = difference
        self.totalTime = totalTime
        self.mark = mark
        self.markLabel = markLabel
        self.spokenDescription = spokenDescription
        self.note = note
    }

    /// The same row with other times (the lap in progress, a tick later).
    public func withTimes(lapTime: String, totalTime: String) -> LapRow {
        LapRow(
            number: number, title: title, lapTime: lapTime, difference: difference, totalTime: totalTime,
            mark: mark, markLabel: markLabel, spokenDescription: spokenDescription, note: note)
    }
}
