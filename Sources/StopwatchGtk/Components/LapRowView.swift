import CGtk
import StopwatchPresentation

/// One lap as a row: number, lap time, ± difference, total, and best or worst marked by
/// colour *and* by a word with an icon. Assistive technology reads the row as a sentence,
/// with its position in the list.
@MainActor
final class LapRowView: WidgetConvertible {
    let widget: Widget
    let title = Label(cssClasses: ["lap-title"], xAlign: 0)
    let markLabel = Label(cssClasses: ["lap-mark"], xAlign: 0)
    // Inscriptions: the current lap's times change every tick without a relayout.
    let lapTime = Inscription(characters: 10, cssClasses: ["lap-time", "numeric"], xAlign: 1)
    let difference = Inscription(characters: 11, cssClasses: ["lap-difference", "numeric"], xAlign: 1)
    let totalTime = Inscription(characters: 11, cssClasses: ["lap-total", "numeric"], xAlign: 1)
    private let markIcon: Widget
    private(set) var row: LapRow?

    init() {
        let box = Box.horizontal(spacing: 12, cssClasses: ["lap-row"])
        widget = box.widget
        markIcon = Widget(gtk_image_new())
        let titleBox = Box.horizontal(spacing: 6)
        titleBox.append(title)
        titleBox.append(markIcon)
        titleBox.append(markLabel)
        titleBox.widget.setExpand(horizontal: true)
        titleBox.widget.setSizeRequest(width: 150)
        box.append(titleBox)
        for field in [lapTime, difference, totalTime] {
            box.append(field)
        }
        markIcon.isVisible = false
        // Hidden until it is given a row.
        widget.isVisible = false
    }

    /// Shows `newRow`; `position` and `count` place it in its list for assistive technology.
    func render(_ newRow: LapRow?, position: Int? = nil, count: Int? = nil) {
        if let position, let count { widget.setAccessiblePosition(position, of: count) }
        guard newRow != row else { return }
        row = newRow
        widget.isVisible = newRow != nil
        guard let newRow else { return }
        title.setText(newRow.title)
        lapTime.setText(newRow.lapTime)
        difference.setText(newRow.difference ?? "")
        totalTime.setText(newRow.totalTime)
        markLabel.setText(newRow.markLabel ?? "")
        widget.setCSSClass("best", newRow.mark == .best)
        widget.setCSSClass("worst", newRow.mark == .worst)
        markIcon.isVisible = newRow.markLabel != nil
        if newRow.markLabel != nil {
            gtk_image_set_from_icon_name(markIcon.opaque, newRow.mark == .best ? "go-down-symbolic" : "go-up-symbolic")
        }
        widget.setAccessibleLabel(newRow.spokenDescription)
    }

    /// A row of column headings, aligned with the lap rows.
    static func headings(_ columns: LapColumns) -> LapRowView {
        let headings = LapRowView()
        headings.widget.addCSSClass("lap-headings")
        headings.render(LapRow(number: 0, title: columns.lap, lapTime: columns.lapTime, difference: columns.difference,
                               totalTime: columns.total, mark: .normal, markLabel: nil, spokenDescription: columns.spokenDescription))
        return headings
    }
}
