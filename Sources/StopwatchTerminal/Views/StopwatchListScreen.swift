import StopwatchPresentation

/// The list of stopwatches in the terminal (two or more), above Home: a line each (name, time
/// to the second, status), the current one in reverse video, scrolled to keep it in sight.
/// The row being renamed shows the name as typed, and why a name was refused. Under them, the
/// stopwatches running on the other machines of a sync folder.
@MainActor
struct StopwatchListScreen {
    /// The lines the list takes above Home in `rows`: all the stopwatches where there is room,
    /// at least one, and never so many that Home loses its time and buttons.
    static func height(for state: StopwatchListViewState, rows: Range<Int>) -> Int {
        guard state.placement != .none else { return 0 }
        let problem = state.renameProblem == nil ? 0 : 1
        return max(1, min(state.rows.count + state.elsewhere.count + problem, rows.count - 6))
    }

    func draw(_ state: StopwatchListViewState, typed: String, on canvas: Canvas, rows: Range<Int>) {
        guard !rows.isEmpty, let currentIndex = state.rows.firstIndex(where: \.isCurrent) else { return }
        var lines = rows
        if let problem = state.renameProblem, state.renaming != nil, lines.count > 1 {
            canvas.text(" " + problem, row: lines.upperBound - 1, style: .warning)
            lines = lines.lowerBound..<(lines.upperBound - 1)
        }
        // The other machines' stopwatches last, dim, as many as fit under at least one of this
        // machine's.
        let elsewhere = state.elsewhere.prefix(max(0, lines.count - 1))
        for (offset, row) in elsewhere.enumerated() {
            canvas.text("   " + row.text, row: lines.upperBound - elsewhere.count + offset, style: .dim)
        }
        lines = lines.lowerBound..<(lines.upperBound - elsewhere.count)
        let first = max(0, min(currentIndex - lines.count / 2, state.rows.count - lines.count))
        for (offset, row) in lines.enumerated() {
            let index = first + offset
            guard index < state.rows.count else { break }
            let stopwatch = state.rows[index]
            let isRenaming = stopwatch.id == state.renaming
            let name = isRenaming ? typed + "▏" : stopwatch.name
            let position = stopwatch.shortcutDigit.isEmpty ? " " : stopwatch.shortcutDigit
            let details = stopwatch.details + " "
            let room = max(1, canvas.width - details.count - 4)
            let shownName = name.count > room ? String(name.suffix(room)) : name
            let line = " " + position + " " + shownName
            let padded = line + String(repeating: " ", count: max(1, canvas.width - line.count - details.count)) + details
            canvas.text(padded, row: row, style: stopwatch.isCurrent ? .reverse : .plain)
        }
    }
}
