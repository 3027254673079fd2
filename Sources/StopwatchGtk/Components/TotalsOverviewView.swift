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
    private let periodButtons: [(period: TotalsPeriod, button: ToggleButton)]
    private let exportButton: Button
    /// Whose time it counts, with other machines: the one chosen on it, the others in its menu.
    private let machineButton = ChoiceMenuButton(cssClass: "totals-machine")
    /// "Piano: 1 h a day · 3 days in a row", a line a goal; not shown without goals.
    private let goals = Label(cssClasses: ["dim-label", "totals-goals"], xAlign: 0)
    private let chartLabel = Label(cssClasses: ["heading"], xAlign: 0)
    private let bars: [(label: Label, bar: Widget, figure: Label)]
    /// Names to read, nothing to choose.
    private let legend = FlowBox(columnSpacing: 12, maxChildrenPerLine: 12)
    private var legendShown: [TotalsSeries] = []
    private let table: Widget
    private let rows: [(row: Adwaita.ActionRow, figure: Label)]
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
        goals.wrap(maxWidthChars: 40)
        page.append(goals)

        // Days, weeks or months, as linked toggle buttons, and the export beside them.
        let controls = Box.horizontal(spacing: 12)
        let switcher = Box.horizontal(cssClasses: ["linked"])
        var first: ToggleButton?
        periodButtons = choices.map { choice in
            let button = ToggleButton(label: choice.label)
            if let first { button.join(first) } else { first = button }
            button.setActionName(choice.command.actionName)
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
        // Whose time, on a line of its own: beside the switch it would not fit 360 pixels.
        machineButton.widget.setAlignment(horizontal: GTK_ALIGN_START)
        page.append(machineButton)

        // The bars: a label, the bar, the figure, in a grid so the bars start and end together.
        let chart = Box.vertical(spacing: 6)
        chart.append(chartLabel)
        let grid = Grid(rowSpacing: 6, columnSpacing: 8)
        bars = (0..<TotalsOverviewMapper.periodCount).map { index in
            let label = Label(cssClasses: ["dim-label", "numeric"], xAlign: 0)
            let bar = TotalsBarWidget.make()
            bar.setExpand(horizontal: true)
            bar.setAlignment(vertical: GTK_ALIGN_CENTER)
            bar.setSizeRequest(width: 40, height: 14)
            let figure = Label(cssClasses: ["numeric"], xAlign: 1)
            grid.attach(label, column: 0, row: index)
            grid.attach(bar, column: 1, row: index)
            grid.attach(figure, column: 2, row: index)
            return (label, bar, figure)
        }
        chart.append(grid)
        chart.append(legend)
        page.append(chart)

        // The table: a row a period, newest first, each said whole and each a stop of the
        // keyboard (Tab and Shift+Tab go row by row in GTK 4.8's list box, as the arrows do):
        // the rows of Preferences and Alerts, its figure at its end and the stopwatches' parts
        // beneath.
        let table = ListBox(choosesRows: false)
        table.widget.addCSSClass("totals-table")
        self.table = table.widget
        table.widget.setAccessibleLabel(tableLabel)
        rows = (0..<TotalsOverviewMapper.periodCount).map { _ in
            let row = Adwaita.ActionRow(title: "", cssClasses: ["totals-row"])
            row.titleOnOneLine()
            let figure = Label(cssClasses: ["numeric"], xAlign: 1)
            row.addSuffix(figure)
            table.append(row)
            return (row, figure)
        }
        page.append(table)
        page.widget.setMargins(12)
        widget = page.widget
    }

    /// The table's first row, the latest period, once there are rows.
    var firstRow: Widget? { rowCount > 0 ? rows[0].row.widget : nil }

    /// The chosen period's button pressed, the others not.
    func show(period: TotalsPeriod) {
        for (shown, button) in periodButtons { button.isActive = shown == period }
    }

    /// The machine chosen on the button and the others in its menu; no button without others.
    func show(machines: [TotalsMachineChoice], title: String, spoken: String) {
        machineButton.render(
            machines.map { ChoiceMenuButton.Choice(label: $0.label, action: $0.command.detailedActionName, isChosen: $0.isChosen) },
            title: title, spoken: spoken)
    }

    func render(_ overview: TotalsOverview) {
        for (headline, shown) in zip(overview.headlines, headlines) {
            shown.title.setText(headline.title)
            shown.figure.setText(headline.figure)
            shown.figure.widget.setAccessibleLabel(headline.spoken)
        }
        goals.setText(overview.goals.joined(separator: "\n"))
        goals.widget.isVisible = !overview.goals.isEmpty
        chartLabel.setText(overview.chartLabel)
        for (bar, shown) in zip(overview.bars, bars) {
            shown.label.setText(bar.label)
            shown.figure.setText(bar.figure)
            TotalsBarWidget.setSegments(bar.segments, goals: bar.goals, of: shown.bar)
        }
        renderLegend(overview.legend)
        rowCount = overview.rows.count
        for (row, shown) in zip(overview.rows, rows) {
            shown.row.set(title: row.title)
            shown.figure.setText(row.figure)
            // A figure never breaks over two lines ("1 h" and "00 min"): its spaces do not wrap.
            shown.row.set(subtitle: row.partsLine)
            shown.row.named(row.spoken)
        }
    }

    /// A swatch and a name a stopwatch; made again only when the stopwatches shown change.
    private func renderLegend(_ series: [TotalsSeries]) {
        guard series != legendShown else { return }
        legendShown = series
        legend.removeAll()
        for entry in series {
            let item = Box.horizontal(spacing: 6)
            let swatch = TotalsBarWidget.make()
            swatch.setSizeRequest(width: 12, height: 12)
            swatch.setAlignment(vertical: GTK_ALIGN_CENTER)
            TotalsBarWidget.setSegments([TotalsBar.Segment(colorIndex: entry.colorIndex, fraction: 1)], of: swatch)
            item.append(swatch)
            item.append(Label(entry.name, cssClasses: ["caption"]))
            legend.append(item)
        }
        // A key to the colours, for the eyes: each row of the table names its stopwatches, and
        // GTK 4.8 would tell the flow box and its children by their types ("GtkFlowBoxChild").
        legend.widget.setShownToTheEyesOnly(!series.isEmpty)
    }
}
