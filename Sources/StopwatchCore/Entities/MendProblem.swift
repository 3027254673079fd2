/// Why a correction was refused: the stopwatch stays exactly as it was.
public enum MendProblem: Error, Equatable, Sendable {
    /// An adjustment of nothing.
    case nothingToAdjust
    /// More taken away than the lap in progress holds (it holds `available`).
    case moreThanTheLapInProgress(available: Duration)
    /// The time would pass 100 years, or the adjustment itself is longer than that.
    case pastTheLimit
    /// A stopwatch not yet started can only be given time, not have it taken away.
    case notStarted
    /// Only a running stopwatch can be paused as of a moment ago.
    case notRunning
    /// A stopwatch already started cannot be started as of a moment.
    case alreadyStarted
    /// Paused as of further back than it ran since it last started or resumed, or than the lap
    /// in progress holds (`available`, the furthest back).
    case beforeItRan(available: Duration)
    /// The stopwatch asked for is not there (removed meanwhile).
    case noSuchStopwatch
    /// No lap has that number: the stopwatch has `count` laps.
    case noSuchLap(count: Int)
    /// The note breaks a rule of ``LapNote``.
    case note(LapNote.Problem)
}
