import CGtk
import GtkInterop
import StopwatchPresentation

/// One stopwatch in the list: its name, its time to the second, its status and where its goal
/// stands; while it is
/// being renamed, an entry with the name in place of the name (Enter keeps the new name,
/// Escape the old one) and, under it, why a name was refused.
@MainActor
final class StopwatchRowView: WidgetConvertible {
    let widget: Widget
    private let name = Label(cssClasses: ["stopwatch-name"], xAlign: 0)
    /// An inscription, not a label: its text changes every second, and a label's change would
    /// lay the whole window out again, once for every running row.
    private let time = Inscription(characters: 8, cssClasses: ["stopwatch-time", "numeric"], xAlign: 1)
    private let status = Label(cssClasses: ["stopwatch-status", "dim-label"], xAlign: 0)
    private let problem = Label(cssClasses: ["stopwatch-problem", "error"], xAlign: 0)
    private let top = Box.horizontal(spacing: 12)
    private var entry: Widget?
    private var connections: [SignalConnection] = []
    private(set) var shown: StopwatchRow?
    private var place: (position: Int, count: Int)?

    init() {
        time.setMinimumCharacters(7)
        let content = Box.vertical(spacing: 2, cssClasses: ["stopwatch-row"])
        name.ellipsizeAtEnd()
        name.widget.setExpand(horizontal: true)
        top.append(name)
        top.append(time)
        content.append(top)
        content.append(status)
        content.append(problem)
        problem.widget.isVisible = false
        problem.wrap()
        widget = ListBox.row(holding: content)
    }

    /// Shows `row`, the `count` rows' `position`th; what did not change is not set again (a
    /// screen reader is told of every change).
    func render(_ row: StopwatchRow, of count: Int) {
        if place.map({ $0 != (row.position, count) }) ?? true {
            place = (row.position, count)
            widget.setAccessiblePosition(row.position, of: count)
        }
        guard row != shown else { return }
        shown = row
        name.setText(row.name)
        time.setText(row.time)
        status.setText(row.statusLine)
        widget.setCSSClass("current", row.isCurrent)
        widget.setAccessibleLabel(row.spokenDescription)
    }

    /// Shows the entry in place of the name (`problem`: why the last name was refused), or
    /// the name again (`nil`); returns the entry when it was just made, to be focused.
    @discardableResult
    func renderRenaming(_ isRenaming: Bool, problem text: String?, title: String, inputLimit: Int) -> Widget? {
        problem.setText(text ?? "")
        problem.widget.isVisible = isRenaming && text != nil
        guard isRenaming != (entry != nil) else { return nil }
        if isRenaming {
            let made = makeEntry(title: title, inputLimit: inputLimit)
            name.widget.isVisible = false
            top.prepend(made)
            entry = made
            return made
        }
        if let entry { top.remove(entry) }
        entry = nil
        connections = []
        name.widget.isVisible = true
        return nil
    }

    private func makeEntry(title: String, inputLimit: Int) -> Widget {
        let field = TextEntry(text: shown?.name ?? "", maxLength: inputLimit)
        let entry = field.widget
        entry.setExpand(horizontal: true)
        entry.setAccessibleLabel(title)
        connections.append(field.onActivate { [entry] text in AppCommand.nameStopwatch(text).activate(from: entry) })
        KeyCapture.install(on: entry) { [entry] name, _ in
            guard name == "Escape" else { return false }
            KeyCapture.activate(AppCommand.cancelRename.actionName, from: entry)
            return true
        }
        return entry
    }
}
