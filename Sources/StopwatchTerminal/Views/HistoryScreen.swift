import StopwatchPresentation

/// Past sessions in the terminal: one line a session, newest first, under the cursor; a
/// past session's screen: its summary, glance and laps.
@MainActor
struct HistoryScreen {
    let hints: KeyHintMapper
    let laps: LapListScreen

    func drawHistory(_ state: HistoryViewState, on canvas: Canvas, rows: Range<Int>, cursor: inout ListCursor) {
        // Which sessions are listed, and the key to the next choice, over the list; the key that adds one.
        if let next = state.nextFilter {
            canvas.text(" " + state.filterSpoken + "   " + hints.hint(next), row: rows.lowerBound, style: .dim)
        }
        if let add = state.addSession { canvas.right(hints.hint(add) + " ", row: rows.lowerBound, style: .dim) }
        switch state.content {
        case .loading: break
        case .placeholder(let title, let explanation): Self.drawPlaceholder(title, explanation, on: canvas, rows: rows)
        case .sessions(let sessions):
            ListScreen.draw(count: sessions.count, cursor: &cursor, rows: (rows.lowerBound + 1)..<rows.upperBound) { index, row, selected in
                let line = " " + sessions[index].line
                canvas.text(
                    line + String(repeating: " ", count: max(0, canvas.width - line.count)), row: row,
                    style: selected ? .reverse : .plain)
            }
        }
    }

    func drawSession(_ state: SessionViewState, on canvas: Canvas, rows: Range<Int>, cursor: inout ListCursor) {
        switch state.content {
        case .loading: break
        case .placeholder(let title, let explanation): Self.drawPlaceholder(title, explanation, on: canvas, rows: rows)
        case .session(let summary, let glance, let columns, let lapRows, let delete):
            canvas.text(" " + summary, row: rows.lowerBound, style: .bold)
            canvas.centered(hints.line((state.mend.map { [$0] } ?? []) + [delete]), row: rows.upperBound - 1)
            let headings = laps.drawGlance(glance, on: canvas, from: rows.lowerBound + 1, rows: rows)
            laps.drawList(
                lapRows, current: nil, columns: columns, on: canvas, headingRow: headings,
                listRows: (headings + 1)..<(rows.upperBound - ScreenLayout.rowsBelowList), cursor: &cursor)
        }
    }

    /// A screen with nothing to list: its title and why, in the middle.
    static func drawPlaceholder(_ title: String, _ explanation: String, on canvas: Canvas, rows: Range<Int>) {
        let middle = rows.lowerBound + rows.count / 2
        canvas.centered(title, row: middle - 1, style: .bold)
        canvas.centered(explanation, row: middle + 1, style: .dim)
    }
}
