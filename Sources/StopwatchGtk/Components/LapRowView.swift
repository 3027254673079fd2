import CGtk
import StopwatchPresentation

/// One lap as a row: number, lap time, ± difference, total, and best or worst marked by
/// colour *and* by a word with an icon.
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

    func render(_ newRow: LapRow?) {
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
        switch newRow.mark {
        case .best: gtk_image_set_from_icon_name(markIcon.opaque, "go-down-symbolic")
        case .worst: gtk_image_set_from_icon_name(markIcon.opaque, "go-up-symbolic")
        case .normal: break
        }
        markIcon.isVisible = newRow.mark != .normal
        widget.setAccessibleLabel(newRow.spokenDescription)
    }
}
