import StopwatchPresentation

/// Where the time went, in the terminal: today and this week, the keys that choose days,
/// weeks or months, a bar a period drawn in block characters (a stopwatch's part in a shade
/// of its own, named in the legend), then the table under the cursor, newest first. A
/// terminal too short for both shows the table without the chart.
@MainActor
struct TotalsScreen {
    let hints: KeyHintMapper

    /// The shades the stopwatches take, in the order of the chart's colours.
    static let shades: [Character] = ["\u{2588}", "\u{2593}", "\u{2592}", "\u{2591}", "\u{259A}", "\u{2596}"]

    func draw(_ state: TotalsViewState, on canvas: Canvas, rows: Range<Int>, cursor: inout ListCursor) {
        var row = rows.lowerBound
        canvas.text(" " + periodLine(state), row: row, style: .dim)
        row += 1
        switch state.content {
        case .loading: break
        case .placeholder(let title, let explanation):
            HistoryScreen.drawPlaceholder(title, explanation, on: canvas, rows: row..<rows.upperBound)
        case .overview(let overview):
            canvas.text(" " + overview.headlines.map { $0.title + "  " + $0.figure }.joined(separator: "   "), row: row, style: .bold)
            row += 1
            for goal in overview.goals where row < rows.upperBound - Self.tableRowsKept {
                canvas.text(" " + goal, row: row, style: .dim)
                row += 1
            }
            row += 1
            // The chart only where the table keeps rows of its own under it: in a short terminal
            // the table, which the keys go through and each row of which is whole, comes first.
            let chartRows = 1 + overview.bars.count + (overview.legend.isEmpty ? 0 : 1) + 1
            if rows.upperBound - row - chartRows >= Self.tableRowsKept {
                row = drawChart(overview, on: canvas, from: row, until: rows.upperBound)
            }
            let rowsOfTable = overview.rows
            ListScreen.draw(count: rowsOfTable.count, cursor: &cursor, rows: min(row, rows.upperBound)..<rows.upperBound) {
                index, line, selected in
                let item = rowsOfTable[index]
                let parts = item.partsLine
                let text = " " + item.title + "  " + item.figure + (parts.isEmpty ? "" : "  (" + parts + ")")
                canvas.text(
                    text + String(repeating: " ", count: max(0, canvas.width - text.count)), row: line,
                    style: selected ? .reverse : .plain)
            }
        }
    }

    /// The fewest rows of the table the chart leaves under it.
    static let tableRowsKept = 3

    /// The chart's label, a bar a period and the legend, from row `start` (none at `end` or
    /// after); returns the row under them and a blank one.
    private func drawChart(_ overview: TotalsOverview, on canvas: Canvas, from start: Int, until end: Int) -> Int {
        var row = start
        canvas.text(" " + overview.chartLabel, row: row, style: .dim)
        row += 1
        let labelWidth = overview.bars.map(\.label.count).max() ?? 0
        let figureWidth = overview.bars.map(\.figure.count).max() ?? 0
        let barWidth = max(1, canvas.width - labelWidth - figureWidth - 5)
        for bar in overview.bars where row < end {
            let label = bar.label + String(repeating: " ", count: labelWidth - bar.label.count)
            let figure = String(repeating: " ", count: figureWidth - bar.figure.count) + bar.figure
            canvas.text(" " + label + " " + Self.blocks(bar.segments, goals: bar.goals, width: barWidth) + " " + figure, row: row)
            row += 1
        }
        if !overview.legend.isEmpty, row < end {
            let legend = overview.legend.map { String(Self.shades[$0.colorIndex % Self.shades.count]) + " " + $0.name }
            canvas.text(" " + legend.joined(separator: "   "), row: row, style: .dim)
            row += 1
        }
        return row + 1
    }

    /// "[Days]  Weeks  Months": the keys that choose, the chosen one in brackets, and the export's.
    private func periodLine(_ state: TotalsViewState) -> String {
        let choices = state.periodChoices.map { choice in
            let hint = hints.hint(CommandButton(command: choice.command, title: choice.label))
            return choice.period == state.period ? "[" + hint + "]" : hint
        }
        return (choices + [hints.hint(state.export)]).joined(separator: "   ")
    }

    /// The segments as `width` characters: each part's shade over its share, the rest blank;
    /// the ends rounded from the running sum, so the parts add up to the whole. A goal is a "┃"
    /// in the cell where it ends.
    static func blocks(_ segments: [TotalsBar.Segment], goals: [TotalsBar.GoalMark] = [], width: Int) -> String {
        var text = ""
        var sum = 0.0
        for segment in segments {
            sum += segment.fraction
            let end = min(width, Int((sum * Double(width)).rounded()))
            text += String(repeating: shades[segment.colorIndex % shades.count], count: max(0, end - text.count))
        }
        var cells = Array(text + String(repeating: " ", count: max(0, width - text.count)))
        for goal in goals where !cells.isEmpty {
            let cell = min(cells.count - 1, max(0, Int((min(max(goal.fraction, 0), 1) * Double(width)).rounded()) - 1))
            cells[cell] = "\u{2503}"
        }
        return String(cells)
    }
}
