import CGtk
import GtkInterop
import StopwatchCore
import StopwatchPresentation

/// What the Totals screen shows once it has figures (``TotalsView``): today and this week,
/// large; the switch between days, weeks and months and the export; a bar a period stacked by
/// stopwatch, each with its figure, and the legend; then the table, a row a period, each read
/// whole by a screen reader. Everything is made once (seven bars, seven rows) and only its
/// text and lengths change: a refresh once a minute moves no focus.
@MainActor
final class TotalsOverviewView: WidgetConvertible {
    let widget: Widget
    private let headlines: [(title: Label, figure: Label)]
    private let periodButtons: [(period: TotalsPeriod, button: Widget)]
    private let exportButton: Button
    private let chartLabel = Label(cssClasses: ["heading"], xAlign: 0)
    private let bars: [(label: Label, bar: UnsafeMutablePointer<GtkWidget>, figure: Label)]
    private let legend = Widget(gtk_flow_box_new())
    private var legendShown: [TotalsSeries] = []
    private let table: Widget
    private let rows: [(row: Widget, title: Label, figure: Label, parts: Label)]
    private let page = Box.vertical(spacing: 18, cssClasses: ["totals"])
    private var rowCount = 0

    init(choices: [TotalsPeriodChoice], export: CommandButton, tableLabel: String) {
        // Today and this week, side by side, each a small title over a large figure.
        let top = Box.horizontal(spacing: 12)
        top.setHomogeneous(true)
        headlines = (0..<2).map { _ in
            let column = Box.vertical(spacing: 2)
            let title = Label(cssClasses: ["dim-label", "caption-heading"], xAlign: 0)
            let figure = Label(cssClasses: ["title-2", "numeric"], xAlign: 0)
            column.append(title)
            column.append(figure)
            top.append(column)
            return (title, figure)
        }
        page.append(top)

        // Days, weeks or months, as linked toggle buttons, and the export beside them.
        let controls = Box.horizontal(spacing: 12)
        let switcher = Box.horizontal(cssClasses: ["linked"])
        var first: UnsafeMutablePointer<GtkToggleButton>?
        periodButtons = choices.map { choice in
            let button = Widget(gtk_toggle_button_new_with_label(choice.label))
            let toggle = button.typed(GtkToggleButton.self)
            if let first { gtk_toggle_button_set_group(toggle, first) } else { first = toggle }
            gtk_actionable_set_action_name(button.opaque, choice.command.actionName)
            switcher.append(button)
            return (choice.period, button)
        }
        controls.append(switcher)
        // An icon, named and with a tooltip: the switch and it fit 360 pixels in libadwaita's bold.
        exportButton = Button(iconName: "document-save-as-symbolic", label: export.title, actionName: export.command.actionName)
        exportButton.widget.setExpand(horizontal: true)
        exportButton.widget.setAlignment(horizontal: GTK_ALIGN_END)
        controls.append(exportButton)
        page.append(controls)

        // The bars: a label, the bar, the figure, in a grid so the bars start and end together.
        let chart = Box.vertical(spacing: 6)
        chart.append(chartLabel)
        let grid = Widget(gtk_grid_new())
        gtk_grid_set_row_spacing(grid.typed(GtkGrid.self), 6)
        gtk_grid_set_column_spacing(grid.typed(GtkGrid.self), 8)
        bars = (0..<TotalsOverviewMapper.periodCount).map { index in
            let label = Label(cssClasses: ["dim-label", "numeric"], xAlign: 0)
            let bar = TotalsBarWidget.make()
            gtk_widget_set_hexpand(bar, 1)
            gtk_widget_set_valign(bar, GTK_ALIGN_CENTER)
            gtk_widget_set_size_request(bar, 40, 14)
            let figure = Label(cssClasses: ["numeric"], xAlign: 1)
            gtk_grid_attach(grid.typed(GtkGrid.self), label.widget.pointer, 0, Int32(index), 1, 1)
            gtk_grid_attach(grid.typed(GtkGrid.self), bar, 1, Int32(index), 1, 1)
            gtk_grid_attach(grid.typed(GtkGrid.self), figure.widget.pointer, 2, Int32(index), 1, 1)
            return (label, bar, figure)
        }
        chart.append(grid)
        gtk_flow_box_set_selection_mode(legend.opaque, GTK_SELECTION_NONE)
        // Names to read, nothing to choose: no stop of the keyboard (a flow box going backwards
        // would keep the focus where it was).
        gtk_widget_set_can_focus(legend.pointer, 0)
        gtk_flow_box_set_max_children_per_line(legend.opaque, 12)
        gtk_flow_box_set_column_spacing(legend.opaque, 12)
        chart.append(legend)
        page.append(chart)

        // The table: a row a period, newest first, each said whole and each a stop of the
        // keyboard. Each row is a flat button taken for a list item: a box is no stop of the
        // keyboard in GTK 4.8, and a list box keeps Shift+Tab among its rows.
        let table = Box.vertical(cssClasses: ["totals-table"], role: GTK_ACCESSIBLE_ROLE_LIST)
        self.table = table.widget
        table.widget.setAccessibleLabel(tableLabel)
        rows = (0..<TotalsOverviewMapper.periodCount).map { _ in
            let row = Widget(cgtk_button_new_with_role(GTK_ACCESSIBLE_ROLE_LIST_ITEM))
            row.addCSSClass("flat")
            row.addCSSClass("totals-row")
            let lines = Box.vertical(spacing: 2)
            let first = Box.horizontal(spacing: 12)
            let title = Label(xAlign: 0)
            title.widget.setExpand(horizontal: true)
            gtk_label_set_ellipsize(title.widget.opaque, PANGO_ELLIPSIZE_END)
            let figure = Label(cssClasses: ["numeric"], xAlign: 1)
            first.append(title)
            first.append(figure)
            let parts = Label(cssClasses: ["dim-label", "caption"], xAlign: 0)
            gtk_label_set_wrap(parts.widget.opaque, 1)
            lines.append(first)
            lines.append(parts)
            gtk_button_set_child(row.typed(GtkButton.self), lines.widget.pointer)
            table.append(row)
            return (row, title, figure, parts)
        }
        page.append(table)
        page.widget.setMargins(12)
        widget = page.widget
    }

    /// The table's first row, the latest period, once there are rows.
    var firstRow: Widget? { rowCount > 0 ? rows[0].row : nil }

    /// The chosen period's button pressed, the others not.
    func show(period: TotalsPeriod) {
        for (shown, button) in periodButtons
        where (gtk_toggle_button_get_active(button.typed(GtkToggleButton.self)) != 0) != (shown == period) {
            gtk_toggle_button_set_active(button.typed(GtkToggleButton.self), shown == period ? 1 : 0)
        }
    }

    func render(_ overview: TotalsOverview) {
        for (headline, shown) in zip(overview.headlines, headlines) {
            shown.title.setText(headline.title)
            shown.figure.setText(headline.figure)
            shown.figure.widget.setAccessibleLabel(headline.spoken)
        }
        chartLabel.setText(overview.chartLabel)
        for (bar, shown) in zip(overview.bars, bars) {
            shown.label.setText(bar.label)
            shown.figure.setText(bar.figure)
            TotalsBarWidget.setSegments(bar.segments, of: shown.bar)
        }
        renderLegend(overview.legend)
        rowCount = overview.rows.count
        for (row, shown) in zip(overview.rows, rows) {
            shown.title.setText(row.title)
            shown.figure.setText(row.figure)
            // A figure never breaks over two lines ("1 h" and "00 min"): its spaces do not wrap.
            shown.parts.setText(
                row.parts.map { String($0.words.map { $0 == " " ? "\u{A0}" : $0 }) }.joined(separator: " · "))
            shown.parts.widget.isVisible = !row.parts.isEmpty
            shown.row.setAccessibleLabel(row.spoken)
        }
    }

    /// A swatch and a name a stopwatch; made again only when the stopwatches shown change.
    private func renderLegend(_ series: [TotalsSeries]) {
        guard series != legendShown else { return }
        legendShown = series
        while let child = gtk_widget_get_first_child(legend.pointer) { gtk_flow_box_remove(legend.opaque, child) }
        for entry in series {
            let item = Box.horizontal(spacing: 6)
            let swatch = TotalsBarWidget.make()
            gtk_widget_set_size_request(swatch, 12, 12)
            gtk_widget_set_valign(swatch, GTK_ALIGN_CENTER)
            TotalsBarWidget.setSegments([TotalsBar.Segment(colorIndex: entry.colorIndex, fraction: 1)], of: swatch)
            item.append(Widget(swatch))
            item.append(Label(entry.name, cssClasses: ["caption"]))
            gtk_flow_box_append(legend.opaque, item.widget.pointer)
        }
        // A key to the colours, for the eyes: each row of the table names its stopwatches, and
        // GTK 4.8 would tell the flow box and its children by their types ("GtkFlowBoxChild").
        legend.setShownToTheEyesOnly(!series.isEmpty)
    }
}
