import StopwatchPresentation

/// Laps in the terminal, on the Laps screen and a past session's: the statistics and the
/// sparkline where there is room, the column headings, the lap in progress, and the laps
/// under the cursor's page.
@MainActor
struct LapListScreen {
    let hints: KeyHintMapper

    /// The Laps screen: the time, the glance, the list, the keys that mend a lap or the time
    /// (`actions`) and the buttons; `typedNote`, the lap whose note is being typed and its
    /// row's line as typed.
    func drawLaps(
        _ state: LapsViewState, actions: [CommandButton], typedNote: (lap: Int, line: String)?, on canvas: Canvas, rows: Range<Int>,
        cursor: inout ListCursor
    ) {
        let top = rows.lowerBound
        canvas.text(" " + state.running.time.text, row: top, style: .bold)
        if let total = state.running.totalBeneathLine {
            canvas.text(" " + total, row: top, column: state.running.time.text.count + 2, style: .dim)
        }
        canvas.centered(hints.line(state.controls), row: rows.upperBound - 1)
        canvas.centered(hints.line(actions), row: rows.upperBound - 2, style: .dim)
        let headings = drawGlance(state.glance, on: canvas, from: top + 1, rows: rows)
        drawList(
            state.laps, current: state.running.currentLap, columns: state.columns, on: canvas, headingRow: headings,
            listRows: (headings + 2)..<(rows.upperBound - ScreenLayout.rowsBelowList - 1), cursor: &cursor, typedNote: typedNote)
    }

    /// The statistics line and the sparkline from `row` on, where the screen has room for
    /// them and a few rows of the list; returns the next free row.
    func drawGlance(_ glance: LapGlance?, on canvas: Canvas, from row: Int, rows: Range<Int>) -> Int {
        guard let glance, rows.count >= ScreenLayout.rowsForGlance else { return row }
        // The line wraps between its items, as the window's does.
        let lines = glance.statisticsLines(width: canvas.width - 2).prefix(ScreenLayout.statisticsLines)
        for (index, line) in lines.enumerated() {
            canvas.text(" " + line, row: row + index, style: .dim)
        }
        let next = row + lines.count
        canvas.text(" " + glance.sparkline, row: next)
        return next + 1
    }

    /// The headings on `headingRow`, the lap in progress under them, and a page of `laps`
    /// in `listRows`.
    func drawList(
        _ laps: LapRowList, current: LapRow?, columns: LapColumns, on canvas: Canvas, headingRow: Int, listRows: Range<Int>,
        cursor: inout ListCursor, typedNote: (lap: Int, line: String)? = nil
    ) {
        cursor.clamp(count: laps.count, page: max(1, listRows.count))
        let shown = (cursor.firstShown..<min(laps.count, cursor.firstShown + listRows.count)).map { laps[$0] }
        let layout = LapRowLayout(columns: columns, rows: shown + (current.map { [$0] } ?? []), width: canvas.width)
        layout.draw(headings: columns, on: canvas, row: headingRow)
        if let current { layout.draw(current, on: canvas, row: headingRow + 1) }
        ListScreen.draw(count: laps.count, cursor: &cursor, rows: listRows) { index, row, selected in
            let lap = laps[index]
            layout.draw(lap, on: canvas, row: row, selected: selected, typedLine: typedNote?.lap == lap.number ? typedNote?.line : nil)
        }
    }
}
