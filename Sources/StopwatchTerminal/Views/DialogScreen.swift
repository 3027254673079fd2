import StopwatchPresentation

/// The About and Keyboard Shortcuts windows, drawn over the screen until Escape or q; the
/// Mend Session dialog, over a past session until Enter or Escape; the Goal dialog; and the
/// Alerts window, to read (its times are set from the command line and over D-Bus) until Escape.
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
        if let join = dialog.join { keys += "   " + hints.hint(join, key: .control("n")) }
        lines.append((keys, .dim))
        for (offset, line) in lines.prefix(rows.count).enumerated() {
            canvas.text(" " + line.0, row: rows.lowerBound + offset, style: line.1)
        }
    }

    /// The Goal dialog: whose goal, how often with the choice made, the hours and minutes as
    /// typed, the line typed in shown so, what a goal counts, why the last try was refused, and
    /// its keys.
    func draw(_ dialog: GoalDialogViewState, typed: GoalForm, hints: KeyHintMapper, on canvas: Canvas, rows: Range<Int>) {
        var lines: [(String, Curses.Style)] = [(dialog.title, .bold), (dialog.subtitle, .dim), ("", .plain)]
        let choices = dialog.choices.enumerated().map { index, choice in
            (index == typed.chosen ? "(•) " : "( ) ") + choice.title
        }
        let titles = [dialog.periodLabel, dialog.hoursLabel, dialog.minutesLabel]
        let titleWidth = titles.map(\.count).max() ?? 0
        for (index, value) in [choices.joined(separator: "  "), typed.hours, typed.minutes].enumerated() {
            let title = titles[index] + String(repeating: " ", count: titleWidth - titles[index].count)
            let isTyped = index == typed.focused
            let cursor = isTyped && index > 0 ? "_" : ""
            lines.append(("\(isTyped ? ">" : " ") \(title)  \(value)\(cursor)", isTyped ? .bold : .plain))
        }
        lines.append(("", .plain))
        let width = max(10, canvas.width - 2)
        lines += Self.wrapped(dialog.explanation, width: width).map { ($0, .dim) }
        if let problem = dialog.problem { lines += Self.wrapped(problem, width: width).map { ($0, .warning) } }
        lines.append(("", .plain))
        lines.append((hints.hint(dialog.confirm, key: .enter) + "   " + hints.hint(dialog.cancel), .dim))
        for (offset, line) in lines.prefix(rows.count).enumerated() {
            canvas.text(" " + line.0, row: rows.lowerBound + offset, style: line.1)
        }
    }

    /// The Alerts window: whose alerts, their times (or that there are none), the interval,
    /// what an alert does, and its key.
    func draw(_ alerts: AlertsViewState, hints: KeyHintMapper, on canvas: Canvas, rows: Range<Int>) {
        var lines: [(String, Curses.Style)] = [(alerts.title, .bold), (alerts.subtitle, .dim), ("", .plain)]
        lines.append((alerts.timesHeading, .bold))
        lines += alerts.rows.isEmpty ? [(alerts.noTimes, .dim)] : alerts.rows.map { ("  " + $0.time, .plain) }
        lines += [("", .plain), (alerts.intervalHeading, .bold), ("  " + alerts.interval, .plain), ("", .plain)]
        let width = max(10, canvas.width - 2)
        lines += Self.wrapped(alerts.explanation, width: width).map { ($0, .dim) }
        if let problem = alerts.problem { lines += Self.wrapped(problem, width: width).map { ($0, .warning) } }
        lines += [("", .plain), (hints.hint(alerts.close), .dim)]
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
