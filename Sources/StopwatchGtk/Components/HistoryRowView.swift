import CGtk
import GtkInterop
import StopwatchPresentation

/// One past session as a row: over its day's first session, the day's heading and sum; its
/// date, and below it the total, the lap count and the best lap; read as one sentence by
/// assistive technology.
@MainActor
final class HistoryRowView: WidgetConvertible {
    let widget: Widget
    private let heading = Box.horizontal(spacing: 12, cssClasses: ["history-day"])
    let day = Label(cssClasses: ["heading"], xAlign: 0)
    let dayTotal = Label(cssClasses: ["heading", "numeric"], xAlign: 1)
    let date = Label(cssClasses: ["history-date"], xAlign: 0)
    let total = Label(cssClasses: ["history-total", "numeric"], xAlign: 1)
    let details = Label(cssClasses: ["history-details", "dim-label"], xAlign: 0)
    private(set) var row: HistoryRow?

    init() {
        let box = Box.vertical(spacing: 2, cssClasses: ["history-row"])
        widget = box.widget
        day.widget.setExpand(horizontal: true)
        day.ellipsizeAtEnd()
        heading.append(day)
        heading.append(dayTotal)
        heading.widget.isVisible = false
        box.append(heading)
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
        heading.widget.isVisible = newRow.dayHeading != nil
        if let dayHeading = newRow.dayHeading {
            day.setText(dayHeading.day)
            dayTotal.setText(dayHeading.total)
        }
        // Under its day's heading, the time of day says the rest.
        date.setText(newRow.timeOfDay ?? newRow.date)
        total.setText(newRow.total)
        details.setText(newRow.details)
    }
}
