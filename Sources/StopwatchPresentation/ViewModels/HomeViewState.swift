import StopwatchCore

/// Everything the Home screen shows, ready to render.
public struct HomeViewState: Equatable, Sendable {
    public var status: StopwatchStatus
    /// The elapsed time, in the display's digit groups.
    public var time: DisplayTime
    /// The elapsed time in words, for assistive technology.
    public var spokenTime: String
    /// The buttons for the state, in order.
    public var controls: [StopwatchControl]
    /// The lap in progress; `nil` before the stopwatch is started.
    public var currentLap: LapRow?
    /// The two most recently completed laps, newest first.
    public var recentLaps: [LapRow]
    /// Completed laps.
    public var lapCount: Int
    /// Whether "See all laps" is enabled: three or more completed laps.
    public var canShowAllLaps: Bool
    /// The window title: the elapsed time to the second, then the app's name.
    public var windowTitle: String

    public init(
        status: StopwatchStatus,
        time: DisplayTime,
        spokenTime: String,
        controls: [StopwatchControl],
        currentLap: LapRow?,
        recentLaps: [LapRow],
        lapCount: Int,
        canShowAllLaps: Bool,
        windowTitle: String
    ) {
        self.status = status
        self.time = time
        self.spokenTime = spokenTime
        self.controls = controls
        self.currentLap = currentLap
        self.recentLaps = recentLaps
        self.lapCount = lapCount
        self.canShowAllLaps = canShowAllLaps
        self.windowTitle = windowTitle
    }

    /// Whether `other` shows the same screen but for the running time (the elapsed time,
    /// the current lap and the title): what a tick changes. A frontend may draw such changes
    /// less often than the tick comes.
    public func differsOnlyInRunningTime(from other: HomeViewState) -> Bool {
        var aligned = other
        aligned.time = time
        aligned.spokenTime = spokenTime
        aligned.currentLap = currentLap
        aligned.windowTitle = windowTitle
        return aligned == self
    }
}
