/// What a tick changes on a stopwatch screen: the time shown large, in digits and in words,
/// the total beneath it when the lap is the big number, and the lap in progress.
public struct RunningTime: Equatable, Sendable {
    /// The time shown large, in the display's digit groups: the elapsed time, or the lap in
    /// progress (``BigNumber``).
    public var time: DisplayTime
    /// The large time in words, for assistive technology.
    public var spokenTime: String
    /// The elapsed time, shown small beneath the lap in progress when that is the big number
    /// (`MM:SS.cc`); `nil` when the total is the big number.
    public var totalBeneath: String?
    /// The word before it: "Total".
    public var totalCaption: String
    /// The lap in progress; `nil` before the stopwatch is started.
    public var currentLap: LapRow?
    /// How long the lap in progress has run, in whole milliseconds (its bar on the chart).
    public var currentLapMilliseconds: Int64

    public init(
        time: DisplayTime, spokenTime: String, totalBeneath: String? = nil, totalCaption: String = "", currentLap: LapRow?,
        currentLapMilliseconds: Int64 = 0
    ) {
        self.totalCaption = totalCaption
        self.time = time
        self.spokenTime = spokenTime
        self.totalBeneath = totalBeneath
        self.currentLap = currentLap
        self.currentLapMilliseconds = currentLapMilliseconds
    }

    /// The total beneath the lap on one line, for a frontend that writes it as one: "Total
    /// 00:07.50"; `nil` when the total is the big number.
    public var totalBeneathLine: String? {
        totalBeneath.map { totalCaption + " " + $0 }
    }
}
