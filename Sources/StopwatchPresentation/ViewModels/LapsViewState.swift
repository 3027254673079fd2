import StopwatchCore

/// Everything the Laps screen shows, ready to render.
public struct LapsViewState: Equatable, Sendable {
    public var status: StopwatchStatus
    /// The elapsed time, in the display's digit groups.
    public var time: DisplayTime
    /// The elapsed time in words, for assistive technology.
    public var spokenTime: String
    /// The lap in progress; `nil` before the stopwatch is started.
    public var currentLap: LapRow?
    /// Every completed lap, newest first, mapped on demand.
    public var laps: LapRowList
    /// Lap while running, Resume while paused.
    public var primaryControl: StopwatchControl?

    public init(
        status: StopwatchStatus,
        time: DisplayTime,
        spokenTime: String,
        currentLap: LapRow?,
        laps: LapRowList,
        primaryControl: StopwatchControl?
    ) {
        self.status = status
        self.time = time
        self.spokenTime = spokenTime
        self.currentLap = currentLap
        self.laps = laps
        self.primaryControl = primaryControl
    }

    /// Whether `other` shows the same screen but for the running time (the elapsed time and
    /// the current lap): what a tick changes.
    public func differsOnlyInRunningTime(from other: LapsViewState) -> Bool {
        var aligned = other
        aligned.time = time
        aligned.spokenTime = spokenTime
        aligned.currentLap = currentLap
        return aligned == self
    }
}
