import CGtk
import GtkInterop
import StopwatchPresentation

/// Lap rows under column headings, with every column as wide as the widest text it can hold
/// and aligned from row to row; Home, Laps and a past session each show one.
///
/// The page tells it the width it has; it measures the widest texts (the newest lap's title
/// and total, the headings, the mark words) in the rows' own fonts, asks ``LapColumnFit``
/// what fits, and gives every row it holds, list rows included, the same ``LapColumnLayout``.
@MainActor
final class LapTable: WidgetConvertible {
    let widget: Widget
    let headings: LapRowView
    private let box = Box.vertical(cssClasses: ["lap-table"])
    private let columns: LapColumns
    /// Never shown: the fonts of a lap in progress (a bold title), to measure in.
    private let probe = LapRowView()
    private let rows = WeakList<LapRowView>()
    /// What the samples were taken from: the newest lap's title and the length of its total.
    private var newestTitle: String?
    private var newestTotalLength = 0
    private var samples: LapColumnSamples
    private var available: Int?
    private(set) var layout: LapColumnLayout?
    /// What the rows need and the pixels they have, once laid out: whether the chart fits
    /// beside them (``LapChartFit``).
    private(set) var room: (widths: LapColumnFit.Widths, available: Int)?

    init(columns: LapColumns) {
        self.columns = columns
        widget = box.widget
        headings = LapRowView.headings(columns)
        samples = columns.samples(newest: nil)
        probe.widget.addCSSClass("current-lap")
        box.append(probe)
        // The headings never change while the rows under them do on every frame: one node.
        box.append(Widget(FlattenedBin.make(holding: headings.widget.pointer)))
        adopt(headings)
    }

    /// Adds `row` below the others.
    func append(_ row: LapRowView) {
        box.append(row)
        adopt(row)
    }

    /// Adds a list below the rows; its rows join the table as the list makes them.
    func append(_ list: LapListView) {
        box.append(list)
        list.onRowCreated = { [weak self] row in self?.adopt(row) }
    }

    private func adopt(_ row: LapRowView) {
        rows.append(row)
        if let layout { row.apply(layout) }
    }

    /// Sizes the columns for `newestRow`, the lap with the highest number and total.
    func render(newest newestRow: LapRow?) {
        // A tick changes the digits, not how many there are: nothing to measure again.
        let totalLength = newestRow?.totalTime.utf8.count ?? 0
        guard newestRow?.title != newestTitle || totalLength != newestTotalLength else { return }
        (newestTitle, newestTotalLength) = (newestRow?.title, totalLength)
        samples = columns.samples(newest: newestRow)
        relayout()
    }

    /// The table has `width` pixels.
    func fit(width: Int) {
        guard width != available else { return }
        available = width
        relayout()
    }

    private func relayout() {
        guard let available else { return }
        func widest(_ texts: [String], in cell: TextCell) -> Int { texts.map(cell.width(of:)).max() ?? 0 }
        let lapTime = max(widest(samples.times, in: probe.lapTime), headings.lapTime.width(of: columns.lapTime))
        let difference = max(widest(samples.differences, in: probe.difference), headings.difference.width(of: columns.difference))
        let total = max(widest(samples.times, in: probe.totalTime), headings.totalTime.width(of: columns.total))
        let title = max(
            TextMetrics.width(of: samples.title, in: probe.title.widget),
            TextMetrics.width(of: columns.lap, in: headings.title.widget))
        let widths = LapColumnFit.Widths(
            // The mark's icon stays when its word goes.
            title: title + LapColumnLayout.markIconWidth + Int(LapColumnLayout.titleSpacing),
            markWord: TextMetrics.widest(samples.marks, in: probe.markLabel.widget) + Int(LapColumnLayout.titleSpacing),
            lapTime: lapTime, difference: difference, total: total, gap: Int(LapColumnLayout.gap)
        )
        room = (widths, available - probe.widget.horizontalPadding)
        let layout = LapColumnLayout(
            titleCharacters: samples.title.count + 1,
            lapTime: lapTime, difference: difference, total: total,
            fit: LapColumnFit.fitting(widths, in: available - probe.widget.horizontalPadding)
        )
        guard layout != self.layout else { return }
        self.layout = layout
        for row in rows.objects { row.apply(layout) }
    }

    /// Whether the lap chart shows above this table on a page `pageHeight` high.
    func hasRoomForChart(pageHeight: Int) -> Bool {
        guard let room else { return false }
        return LapChartFit.showsChart(widths: room.widths, available: room.available, pageHeight: pageHeight)
    }
}
