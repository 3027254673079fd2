/// Whether the lap chart fits (ARCHITECTURE.md, "Laps at a glance"): it steps out at narrow widths before any
/// column of the lap list does, and on a page too short for it and a few rows of the list, so
/// it never pushes the list off a small window.
///
/// The Difference column is the first column to go (``LapColumnFit``; the word beside best
/// and worst goes before it, but it is not a column and its icon stays). The chart needs a
/// row with every column and a column gap to spare, so a window made narrower loses the chart
/// first and the column after.
public enum LapChartFit {
    /// The least page height, in pixels, that has room for the chart and the list (a 360 ×
    /// 480 window's page is 433 high).
    public static let minimumPageHeight = 400

    /// Whether the chart shows above a list whose rows need `widths` in `available`, on a
    /// page `pageHeight` high.
    public static func showsChart(widths: LapColumnFit.Widths, available: Int, pageHeight: Int) -> Bool {
        let everyColumn = widths.required(for: LapColumnFit(showsMarkWord: false, showsDifference: true))
        return everyColumn + widths.gap <= available && pageHeight >= minimumPageHeight
    }
}
