import CGtk
import GtkInterop
import StopwatchPresentation

/// One past session as a row: its date, and below it the total, the lap count and the best
/// lap; read as one sentence by assistive technology.
@MainActor
final class HistoryRowView: WidgetConvertible {
    let widget: Widget
    let date = Label(cssClasses: ["history-date"], xAlign: 0)
    let total = Label(cssClasses: ["history-total", "numeric"], xAlign: 1)
    let details = Label(cssClasses: ["history-details", "dim-label"], xAlign: 0)
    private(set) var row: HistoryRow?

    init() {
        let box = Box.vertical(spacing: 2, cssClasses: ["history-row"])
        widget = box.widget
        let top = Box.horizontal(spacing: 12)
        date.widget.setExpand(horizontal: true)
        date.ellipsizeAtEnd()
        top.append(date)
        top.append(total)
        box.append(top)
        details.ellipsizeAtEnd()
        box.append(details)
    }

    func render(_ newRow: HistoryRow?) {
        guard newRow != row else { return }
        row = newRow
        guard let newRow else { return }
        date.setText(newRow.date)
        total.setText(newRow.total)
        details.setText(newRow.details)
    }
}
