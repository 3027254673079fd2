import StopwatchCore

/// Everything the Home screen shows, ready to render.
public struct HomeViewState: RunningTimeViewState, Sendable {
    public var status: StopwatchStatus
    /// The time, in digits and words, and the lap in progress.
    public var running: RunningTime
    /// The buttons for the state, in order.
    public var controls: [CommandButton]
    /// The headings above the lap rows.
    public var columns: LapColumns
    /// The two most recently completed laps, newest first, mapped when read.
    public var recentLaps: LapRowList
    /// "See all laps", shown once started (it applies from three laps on); `nil` before.
    public var seeAllLaps: CommandButton?
    /// The current stopwatch's goal, as it stands; `nil` without one (or until it is read).
    public var goal: GoalLine?

    /// Whether the lap table (the lap in progress and the recent laps) shows: once started.
    public var showsLapTable: Bool { running.currentLap != nil }

    public init(
        status: StopwatchStatus, running: RunningTime, controls: [CommandButton], columns: LapColumns,
        recentLaps: LapRowList, seeAllLaps: CommandButton?, goal: GoalLine? = nil
    ) {
        self.status = status
        self.running = running
        self.controls = controls
        self.columns = columns
        self.recentLaps = recentLaps
        self.seeAllLaps = seeAllLaps
        self.goal = goal
    }
}
