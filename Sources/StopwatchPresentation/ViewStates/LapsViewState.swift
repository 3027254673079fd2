import StopwatchCore

/// Everything the Laps screen shows, ready to render.
public struct LapsViewState: RunningTimeViewState, Sendable {
    public var status: StopwatchStatus
    /// The time, in digits and words, and the lap in progress.
    public var running: RunningTime
    /// The headings above the list.
    public var columns: LapColumns
    /// Every completed lap, newest first, mapped on demand.
    public var laps: LapRowList
    /// Pause and Lap while running, Resume while paused.
    public var controls: [CommandButton]
    /// The statistics and the chart of the completed laps; `nil` without laps.
    public var glance: LapGlance?

    public init(
        status: StopwatchStatus, running: RunningTime, columns: LapColumns, laps: LapRowList, controls: [CommandButton],
        glance: LapGlance? = nil
    ) {
        self.status = status
        self.running = running
        self.columns = columns
        self.laps = laps
        self.controls = controls
        self.glance = glance
    }
}
