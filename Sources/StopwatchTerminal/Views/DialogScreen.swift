import StopwatchPresentation

/// The About and Keyboard Shortcuts windows, drawn over the screen until Escape or q.
@MainActor
struct DialogScreen {
    func draw(_ dialog: Dialog, on canvas: Canvas, rows: Range<Int>) {
        var lines: [(String, Curses.Style)]
        switch dialog {
        case .about(let about):
            lines = [
                (about.nameAndVersion, .bold), (about.comments, .plain), ("", .plain),
                (about.website, .plain), (about.issueTrackerLine, .plain),
                (about.copyright, .dim),
            ]
        case .shortcuts(let shortcuts):
            lines = [(shortcuts.title, .bold)]
            for group in shortcuts.groups {
                lines.append(("", .plain))
                lines.append((group.title, .bold))
                for shortcut in group.shortcuts {
                    lines.append(("  " + shortcut.keysLine + "  " + shortcut.title, .plain))
                }
            }
        }
        for (offset, line) in lines.prefix(rows.count).enumerated() {
            canvas.text(" " + line.0, row: rows.lowerBound + offset, style: line.1)
        }
    }
}
