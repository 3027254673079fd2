import StopwatchPresentation

/// Home in the terminal: the time, large and bold (the total, or the lap in progress with the
/// total beneath), and the goal's progress beneath it; the buttons as key hints; the current lap and the two most recent laps
/// under column headings; "See All Laps".
@MainActor
struct HomeScreen {
    let hints: KeyHintMapper

    func draw(_ state: HomeViewState, allowsSeeAllLaps: Bool, on canvas: Canvas, rows: Range<Int>) {
        var row = rows.lowerBound + 1
        canvas.centered(spaced(state.running.time.text), row: row, style: .bold)
        // The lap as the big number: the total small beneath it; then the goal's progress. The
        // buttons come after them, or after a blank line.
        var beneath = [String]()
        if let total = state.running.totalBeneathLine { beneath.append(total) }
        if let goal = state.goal { beneath.append(bar(goal.fraction) + " " + goal.text) }
        for (offset, line) in beneath.enumerated() { canvas.centered(line, row: row + 1 + offset, style: .dim) }
        row += 1 + max(1, beneath.count)
        canvas.centered(hints.line(state.controls), row: row)
        row += 2
        guard state.showsLapTable, let current = state.running.currentLap else { return }
        let laps = [current] + state.recentLaps
        let layout = LapRowLayout(columns: state.columns, rows: laps, width: canvas.width)
        layout.draw(headings: state.columns, on: canvas, row: row)
        for lap in laps where row + 1 < rows.upperBound - 1 {
            row += 1
            layout.draw(lap, on: canvas, row: row)
        }
        if let seeAll = state.seeAllLaps, row + 2 < rows.upperBound {
            canvas.centered(hints.hint(seeAll), row: row + 2, style: allowsSeeAllLaps ? .plain : .dim)
        }
    }

    /// A goal's bar in block characters, ten cells: "███████░░░".
    private func bar(_ fraction: Double) -> String {
        let filled = Int((min(1, max(0, fraction)) * 10).rounded(.down))
        return String(repeating: "█", count: filled) + String(repeating: "░", count: 10 - filled)
    }

    /// "01:23.45" as "0 1 : 2 3 . 4 5": wider, so it reads as the screen's main figure.
    private func spaced(_ text: String) -> String {
        text.map(String.init).joined(separator: " ")
    }
}
