/// What a tick changes on a stopwatch screen: the elapsed time, in digits and in words, and
/// the lap in progress.
public struct RunningTime: Equatable, Sendable {
    /// The elapsed time, in the display's digit groups.
    public var time: DisplayTime
    /// The elapsed time in words, for assistive technology.
    public var spokenTime: String
    /// The lap in progress; `nil` before the stopwatch is started.
    public var currentLap: LapRow?
    /// How long the lap in progress has run, in whole milliseconds (its bar on the chart).
    public var currentLapMilliseconds: Int64

    public init(time: DisplayTime, spokenTime: String, currentLap: LapRow?, currentLapMilliseconds: Int64 = 0) {
        self.time = time
        self.spokenTime = spokenTime
        self.currentLap = currentLap
        self.currentLapMilliseconds = currentLapMilliseconds
    }
}
