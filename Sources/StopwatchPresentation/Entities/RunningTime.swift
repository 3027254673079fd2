/// What a tick changes on a stopwatch screen: the elapsed time, in digits and in words, and
/// the lap in progress.
public struct RunningTime: Equatable, Sendable {
    /// The elapsed time, in the display's digit groups.
    public var time: DisplayTime
    /// The elapsed time in words, for assistive technology.
    public var spokenTime: String
    /// The lap in progress; `nil` before the stopwatch is started.
    public var currentLap: LapRow?

    public init(time: DisplayTime, spokenTime: String, currentLap: LapRow?) {
        self.time = time
        self.spokenTime = spokenTime
        self.currentLap = currentLap
    }
}
