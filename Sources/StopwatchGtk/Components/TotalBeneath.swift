import CGtk
import GtkInterop
import StopwatchPresentation

/// The total, small beneath the lap in progress when the lap is the big number: "Total
/// 01:23.45". Its digits are ``Digits``, set on every frame like the display's; the caption
/// is set once. Hidden while the total is the big number.
@MainActor
final class TotalBeneath: WidgetConvertible {
    let widget: Widget
    let digits = Digits("", cssClasses: ["total-beneath-time"], xAlign: 0)

    init(caption: String) {
        let box = Box.horizontal(spacing: 6, cssClasses: ["total-beneath", "dim-label"])
        widget = box.widget
        box.append(Label(caption, xAlign: 1))
        box.append(digits)
        widget.setAlignment(horizontal: GTK_ALIGN_CENTER)
        widget.isVisible = false
    }

    func render(_ total: String?) {
        if widget.isVisible != (total != nil) { widget.isVisible = total != nil }
        if let total { digits.setText(total) }
    }
}
