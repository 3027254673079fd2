import GtkInterop
import StopwatchPresentation

/// The stopwatches running on the other machines, a line each under the screens of a narrow
/// window, where the list is a screen of its own: seen from Home without opening it.
@MainActor
final class ElsewhereStrip: WidgetConvertible {
    let widget: Widget
    private let box = Box.vertical(spacing: 2, cssClasses: ["elsewhere-strip"])
    private var lines: [(label: Label, shown: ElsewhereRow?)] = []

    init() {
        widget = box.widget
        widget.isVisible = false
    }

    /// Shows `rows`, a line each; none hides it.
    func render(_ rows: [ElsewhereRow]) {
        widget.isVisible = !rows.isEmpty
        while lines.count > rows.count { box.remove(lines.removeLast().label) }
        while lines.count < rows.count {
            let label = Label(cssClasses: ["dim-label", "numeric"], xAlign: 0)
            label.ellipsizeAtEnd()
            box.append(label)
            lines.append((label, nil))
        }
        for index in rows.indices where lines[index].shown != rows[index] {
            lines[index].shown = rows[index]
            lines[index].label.setText(rows[index].text)
            lines[index].label.widget.setAccessibleLabel(rows[index].spokenDescription)
        }
    }
}
