import CGtk
import StopwatchPresentation

/// The command buttons for the stopwatch's state: Start; Pause and Lap; Resume and Reset.
///
/// Each button is bound to its application action, so it does what the key does and greys
/// out when the action does not apply. Buttons are reused, not rebuilt, as the state changes.
@MainActor
final class ControlButtons: WidgetConvertible {
    let widget: Widget
    private let box: Box
    private(set) var buttons: [Button] = []
    private(set) var controls: [StopwatchControl] = []

    init() {
        box = Box.horizontal(spacing: 12, cssClasses: ["controls"])
        box.setHomogeneous(true)
        widget = box.widget
        widget.setAlignment(horizontal: GTK_ALIGN_CENTER)
    }

    /// The buttons shown, in order.
    var visibleButtons: [Button] { buttons.filter(\.widget.isVisible) }

    func render(_ newControls: [StopwatchControl]) {
        guard newControls != controls else { return }
        controls = newControls
        while buttons.count < newControls.count {
            let button = Button(label: "", cssClasses: ["control", "pill"])
            box.append(button)
            buttons.append(button)
        }
        for (index, button) in buttons.enumerated() {
            guard index < newControls.count else {
                button.widget.isVisible = false
                continue
            }
            let control = newControls[index]
            button.setLabel(control.title)
            button.setActionName(AppAction(control: control).detailedName)
            button.widget.setCSSClass("suggested-action", control.emphasis == .suggested)
            button.widget.setCSSClass("destructive-action", control.emphasis == .destructive)
            button.widget.isVisible = true
        }
    }
}
