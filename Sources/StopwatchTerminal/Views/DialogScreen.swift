import StopwatchPresentation

/// The About and Keyboard Shortcuts windows, drawn over the screen until Escape or q; and the
/// Mend Session dialog, over a past session until Enter or Escape.
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

    /// The Mend Session dialog: each field's title and its text as typed, the one typed in
    /// shown so, how moments are typed, why the last try was refused, and its keys.
    func draw(
        _ dialog: SessionMendViewState, typed: (texts: [String], focused: Int), hints: KeyHintMapper, on canvas: Canvas,
        rows: Range<Int>
    ) {
        var lines: [(String, Curses.Style)] = [(dialog.title, .bold), ("", .plain)]
        let fields = SessionMendForm.fields(of: dialog)
        let titleWidth = fields.map(\.title.count).max() ?? 0
        for (index, field) in fields.enumerated() where typed.texts.indices.contains(index) {
            let title = field.title + String(repeating: " ", count: titleWidth - field.title.count)
            let isTyped = index == typed.focused
            lines.append(("\(isTyped ? ">" : " ") \(title)  \(typed.texts[index])\(isTyped ? "_" : "")", isTyped ? .bold : .plain))
        }
        lines.append(("", .plain))
        let width = max(10, canvas.width - 2)
        lines += Self.wrapped(dialog.explanation, width: width).map { ($0, .dim) }
        if let problem = dialog.problem { lines += Self.wrapped(problem, width: width).map { ($0, .warning) } }
        lines.append(("", .plain))
        var keys = hints.hint(dialog.apply, key: .enter) + "   " + hints.hint(dialog.cancel)
        // The form's own key for the offer (a window has its button).
        if let trim = dialog.trim { keys += "   " + hints.hint(trim, key: .control("t")) }
        lines.append((keys, .dim))
        for (offset, line) in lines.prefix(rows.count).enumerated() {
            canvas.text(" " + line.0, row: rows.lowerBound + offset, style: line.1)
        }
    }

    /// `text` in lines of at most `width` characters, broken between words (a word longer than
    /// a line, within it).
    static func wrapped(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            var word = Substring(word)
            while word.count > width {
                if !line.isEmpty { lines.append(line) }
                lines.append(String(word.prefix(width)))
                word = word.dropFirst(width)
                line = ""
            }
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
