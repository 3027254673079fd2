import StopwatchPresentation

/// A screen that is mostly a list with a cursor (the laps, the past sessions, one session's
/// laps): draws the rows that fit from the cursor's first shown row on, only those mapped.
@MainActor
struct ListScreen {
    /// Draws `count` rows into `rows` with `drawRow`, keeping `cursor` in view.
    static func draw(count: Int, cursor: inout ListCursor, rows: Range<Int>, drawRow: (Int, Int, Bool) -> Void) {
        cursor.clamp(count: count, page: rows.count)
        for (offset, row) in rows.enumerated() {
            let index = cursor.firstShown + offset
            guard index < count else { return }
            drawRow(index, row, index == cursor.position)
        }
    }
}
