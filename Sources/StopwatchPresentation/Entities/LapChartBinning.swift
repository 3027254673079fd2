import StopwatchCore

/// The lap chart's bars for whatever width the chart has (ARCHITECTURE.md, "Laps at a glance"). Beside the bars
/// shown it keeps the laps in up to ``finestCapacity`` bars, grown lap by lap as well, from
/// which a new width's bars are regrouped: resizing the window costs work in proportion to
/// those bars, never to the laps, so a window dragged wider with 100,000 laps stays smooth.
public struct LapChartBinning: Equatable, Sendable {
    /// Wider than any screen's chart: a chart wider still keeps bars of this many laps.
    public static let finestCapacity = 8_192
    private var finest: LapChartBins
    /// The bars at the chart's width.
    public private(set) var bins: LapChartBins

    /// The bars of `laps` for a chart `width` pixels wide.
    public init(laps: LapHistory, width: Int) {
        finest = LapChartBins(laps: laps, capacity: Self.finestCapacity)
        bins = finest.regrouped(toCapacity: width)
    }

    /// Brings the bars to `laps`, the laps before `firstChanged` unchanged since they were
    /// last grouped: the bars before that lap's are kept.
    public mutating func update(to laps: LapHistory, changedFrom firstChanged: Int) {
        finest = finest.updated(to: laps, changedFrom: firstChanged)
        bins = finest.regrouped(toCapacity: bins.capacity)
    }

    /// Adds the next lap.
    public mutating func append(_ duration: Duration) {
        finest.append(duration)
        bins.append(duration)
    }

    /// The chart is now `width` pixels wide.
    public mutating func resize(toWidth width: Int) {
        bins = finest.regrouped(toCapacity: width)
    }
}
