import StopwatchCore
import StopwatchPresentation

/// Lap rows as columns that fit the terminal: lap, lap time, difference, total. The time
/// columns are as wide as their widest text on screen, right-aligned; below 56 columns the
/// difference column goes, so 40 columns still show every lap's time and total.
@MainActor
struct LapRowLayout {
    private let lapTimeWidth: Int
    private let differenceWidth: Int
    private let totalWidth: Int
    private let showsDifference: Bool

    /// Columns for `rows` (and the `columns` headings) across `width`.
    init(columns: LapColumns, rows: [LapRow], width: Int) {
        lapTimeWidth = ([columns.lapTime] + rows.map(\.lapTime)).map(\.count).max() ?? 0
        differenceWidth = ([columns.difference] + rows.compactMap(\.difference)).map(\.count).max() ?? 0
        totalWidth = ([columns.total] + rows.map(\.totalTime)).map(\.count).max() ?? 0
        showsDifference = width >= 56
    }

    func draw(headings columns: LapColumns, on canvas: Canvas, row: Int) {
        draw([columns.lap, columns.lapTime, columns.difference, columns.total], mark: .normal, on: canvas, row: row, style: .dim)
    }

    func draw(_ lap: LapRow, on canvas: Canvas, row: Int, selected: Bool = false) {
        let title = lap.markLabel.map { lap.title + " " + $0 } ?? lap.title
        let style: Curses.Style = selected ? .reverse : lap.mark == .best ? .best : lap.mark == .worst ? .worst : .plain
        draw([title, lap.lapTime, lap.difference ?? "", lap.totalTime], mark: lap.mark, on: canvas, row: row, style: style)
    }

    private func draw(_ cells: [String], mark: LapMark, on canvas: Canvas, row: Int, style: Curses.Style) {
        var line = pad(cells[3], totalWidth)
        if showsDifference { line = pad(cells[2], differenceWidth) + "  " + line }
        line = pad(cells[1], lapTimeWidth) + "  " + line
        let titleWidth = max(0, canvas.width - 2 - line.count)
        let title = cells[0].count > titleWidth ? String(cells[0].prefix(titleWidth)) : cells[0]
        canvas.text(" " + title + String(repeating: " ", count: titleWidth - title.count) + line, row: row, style: style)
    }

    private func pad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
