import GtkInterop
import StopwatchPresentation

/// A stopwatch running on another machine, under the list's own rows: its name and time on a
/// line, where it runs under them, as a stopwatch's row looks but not one to choose.
@MainActor
final class ElsewhereRowView: WidgetConvertible {
    let widget: Widget
    private let name = Label(cssClasses: ["stopwatch-name"], xAlign: 0)
    /// An inscription, as a stopwatch row's time: it changes every second.
    private let time = Inscription(characters: 8, cssClasses: ["stopwatch-time", "numeric"], xAlign: 1)
    private let place = Label(cssClasses: ["stopwatch-status", "dim-label"], xAlign: 0)
    private var shown: ElsewhereRow?

    init() {
        time.setMinimumCharacters(7)
        let top = Box.horizontal(spacing: 12)
        name.ellipsizeAtEnd()
        name.widget.setExpand(horizontal: true)
        place.ellipsizeAtEnd()
        top.append(name)
        top.append(time)
        let content = Box.vertical(spacing: 2, cssClasses: ["stopwatch-row", "elsewhere-row"])
        content.append(top)
        content.append(place)
        widget = content.widget
    }

    /// Shows `row`; what did not change is not set again.
    func render(_ row: ElsewhereRow) {
        guard row != shown else { return }
        shown = row
        name.setText(row.name)
        time.setText(row.time)
        place.setText(row.place)
        widget.setAccessibleLabel(row.spokenDescription)
    }
}
