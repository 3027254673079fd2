import StopwatchCore

/// The lap chart's bars for one list of laps, kept grouped to the chart's width in pixels: a
/// lap added is one more step of work (never a regrouping of every lap), a width changed
/// regroups once. The part of the laps at a glance that the Laps screen and a past session's
/// screen share.
public struct LapChartFeed {
    /// How many pixels wide the chart is until a frontend says: a narrow window's.
    public static let defaultWidth = 300

    private var binning: LapChartBinning
    /// The laps the bars were last grown to.
    private var binnedLaps: LapHistory

    public init(laps: LapHistory = LapHistory(), width: Int = Self.defaultWidth) {
        binning = LapChartBinning(laps: laps, width: width)
        binnedLaps = laps
    }

    /// The bars, grouped.
    public var bins: LapChartBins { binning.bins }

    /// Brings the bars to `laps`: one lap more than before is added to them; any other change
    /// groups them anew from the first lap it changed.
    public mutating func update(_ laps: LapHistory) {
        if laps.count == binnedLaps.count + 1, laps.hasPrefix(binnedLaps) {
            binning.append(laps.duration(at: laps.count - 1))
        } else if let firstChanged = laps.firstDurationChange(from: binnedLaps) {
            // A note changes no bar; anything else changes the bars from its lap's on.
            binning.update(to: laps, changedFrom: firstChanged)
        }
        binnedLaps = laps
    }

    /// The chart is `pixels` wide (at least one): whether the bars changed with it.
    public mutating func resize(toWidth pixels: Int) -> Bool {
        guard max(1, pixels) != binning.bins.capacity else { return false }
        binning.resize(toWidth: pixels)
        return true
    }
}
