/// A lap the user removed, kept to undo it: the laps before and after the removal.
public struct RemovedLap: Equatable, Sendable {
    public let stopwatch: StopwatchID
    /// Its number (1 for the first lap).
    public let number: Int
    public let lapsBefore: LapHistory
    public let lapsAfter: LapHistory

    public init(stopwatch: StopwatchID, number: Int, lapsBefore: LapHistory, lapsAfter: LapHistory) {
        self.stopwatch = stopwatch
        self.number = number
        self.lapsBefore = lapsBefore
        self.lapsAfter = lapsAfter
    }
}
