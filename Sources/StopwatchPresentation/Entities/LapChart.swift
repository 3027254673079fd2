import StopwatchCore

/// The lap chart as a view draws it (ARCHITECTURE.md, "Laps at a glance"): bars from a zero baseline, heights as
/// fractions of the chart's height; best and worst marked; the average as a line; and what
/// it says to assistive technology.
public struct LapChart: Equatable, Sendable {
    /// One bar: the shortest and longest lap it holds (the same for a bar of one lap).
    public struct Bar: Equatable, Sendable {
        public let shortest: Double
        public let longest: Double
        public let mark: LapMark

        public init(shortest: Double, longest: Double, mark: LapMark) {
            self.shortest = shortest
            self.longest = longest
            self.mark = mark
        }
    }

    /// Oldest first.
    public let bars: [Bar]
    /// The average lap's height.
    public let average: Double
    /// The lap time at the top of the chart, in whole milliseconds: the longest lap and a
    /// little room above it, so the lap in progress can grow without the others moving.
    public let top: Int64
    /// What a sighted person sees, in words.
    public let description: String

    public init(bars: [Bar], average: Double, top: Int64, description: String) {
        self.bars = bars
        self.average = average
        self.top = top
        self.description = description
    }

    /// The height of a bar for `milliseconds` (the lap in progress), at most the chart's.
    public func height(ofMilliseconds milliseconds: Int64) -> Double {
        min(1, Double(max(0, milliseconds)) / Double(max(1, top)))
    }
}

/// The laps at a glance (ARCHITECTURE.md, "Laps at a glance"): a line of statistics and a chart, on Laps and on a
/// past session's screen.
public struct LapGlance: Equatable, Sendable {
    /// "12 laps", "average 57.32", "median 57.10", "best 52.10", "worst 1:03.40", "spread
    /// ±3.21": what a frontend that wraps the line itself (the terminal) places.
    public let statisticsItems: [String]
    public let chart: LapChart
    /// The newest laps as a line of blocks (``LapSparklineMapper``), as many as the frontend
    /// said it has cells for; empty until one says (the window draws ``chart``).
    public var sparkline = ""

    /// The items in one line, "12 laps · average 57.32 · …", for a frontend whose text wraps
    /// at its spaces.
    public var statistics: String { Self.line(of: statisticsItems) }

    public init(statisticsItems: [String], chart: LapChart) {
        self.statisticsItems = statisticsItems
        self.chart = chart
    }

    /// The statistics in lines of at most `width` characters for a frontend that wraps
    /// them itself (the terminal): the items joined with " · ", an item never split (one
    /// longer than a line is cut off where the line ends).
    public func statisticsLines(width: Int) -> [String] {
        var lines: [String] = []
        for item in statisticsItems {
            if let last = lines.last, last.count + 3 + item.count <= width {
                lines[lines.count - 1] = Self.line(of: [last, item])
            } else {
                lines.append(item)
            }
        }
        return lines
    }

    /// `items` joined with a middle dot between spaces.
    static func line(of items: [String]) -> String {
        items.joined(separator: " · ")
    }
}
