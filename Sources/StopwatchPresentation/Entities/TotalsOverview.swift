/// The Totals screen's figures: today and this week, large; a bar a period, stacked by
/// stopwatch; the legend; the table, newest period first.
public struct TotalsOverview: Equatable, Sendable {
    /// "Today" and "This week".
    public var headlines: [TotalsHeadline]
    /// The chart's name for assistive technology: "Last 7 days".
    public var chartLabel: String
    /// Oldest period first.
    public var bars: [TotalsBar]
    /// The stopwatches that have time in the periods shown, each with its colour.
    public var legend: [TotalsSeries]
    /// Newest period first.
    public var rows: [TotalsRow]
    /// A line a stopwatch with a goal: "Piano: 1 h a day · 3 days in a row".
    public var goals: [String] = []

    public init(headlines: [TotalsHeadline], chartLabel: String, bars: [TotalsBar], legend: [TotalsSeries], rows: [TotalsRow]) {
        self.headlines = headlines
        self.chartLabel = chartLabel
        self.bars = bars
        self.legend = legend
        self.rows = rows
    }
}
