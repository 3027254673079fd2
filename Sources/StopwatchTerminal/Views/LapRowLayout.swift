import StopwatchCore
import StopwatchPresentation

/// Lap rows as columns that fit the terminal: lap, lap time, difference, total. The time
/// columns are as wide as their widest text on screen, right-aligned. What a narrow terminal
/// leaves out follows ``LapColumnFit``, the rule the window follows too: first the mark's
/// word (an arrow and the colour stay), then the difference column.
@MainActor
struct LapRowLayout {
    private let lapTimeWidth: Int
    private let differenceWidth: Int
    private let totalWidth: Int
    private let fit: LapColumnFit
    private static let gap = 2
    /// Stands for the mark's word when it does not fit, as the window's icons do.
    private static let arrows: [LapMark: String] = [.best: "\u{2193}", .worst: "\u{2191}"]

    /// Columns for `rows` (and the `columns` headings) across `width`.
    init(columns: LapColumns, rows: [LapRow], width: Int) {
        lapTimeWidth = ([columns.lapTime] + rows.map(\.lapTime)).map(\.count).max() ?? 0
        differenceWidth = ([columns.difference] + rows.compactMap(\.difference)).map(\.count).max() ?? 0
        totalWidth = ([columns.total] + rows.map(\.totalTime)).map(\.count).max() ?? 0
        let widths = LapColumnFit.Widths(
            title: ([columns.lap] + rows.map { $0.title + "  " }).map(\.count).max() ?? 0,
            markWord: [columns.best, columns.worst].map(\.count).max() ?? 0,
            lapTime: lapTimeWidth, difference: differenceWidth, total: totalWidth, gap: Self.gap
        )
        // One cell of margin on either side.
        fit = LapColumnFit.fitting(widths, in: width - 2)
    }

    func draw(headings columns: LapColumns, on canvas: Canvas, row: Int) {
        draw([columns.lap, columns.lapTime, columns.difference, columns.total], on: canvas, row: row, style: .dim)
    }

    /// `lap` on `row`, after its title its mark and its note; `typedLine`, the row with its
    /// note as it is being typed, in their place with a cursor.
    func draw(_ lap: LapRow, on canvas: Canvas, row: Int, selected: Bool = false, typedLine: String? = nil) {
        var title = lap.title
        if let typedLine {
            title = typedLine + "\u{2581}"
        } else {
            if let word = lap.markLabel { title += " " + (fit.showsMarkWord ? word : Self.arrows[lap.mark] ?? "") }
            if let note = lap.note { title += "  " + note }
        }
        let style: Curses.Style = selected ? .reverse : lap.mark == .best ? .best : lap.mark == .worst ? .worst : .plain
        draw([title, lap.lapTime, lap.difference ?? "", lap.totalTime], on: canvas, row: row, style: style)
    }

    private func draw(_ cells: [String], on canvas: Canvas, row: Int, style: Curses.Style) {
        let gap = String(repeating: " ", count: Self.gap)
        var line = pad(cells[3], totalWidth)
        if fit.showsDifference { line = pad(cells[2], differenceWidth) + gap + line }
        line = pad(cells[1], lapTimeWidth) + gap + line
        let titleWidth = max(0, canvas.width - 2 - line.count)
        let title = cells[0].count > titleWidth ? String(cells[0].prefix(titleWidth)) : cells[0]
        canvas.text(" " + title + String(repeating: " ", count: titleWidth - title.count) + line, row: row, style: style)
    }

    private func pad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
