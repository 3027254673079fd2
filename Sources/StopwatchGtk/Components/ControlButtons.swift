import CGtk
import GtkInterop
import StopwatchPresentation

/// The stopwatch's command buttons for its state: Start; Pause and Lap; Resume and Reset.
///
/// Each button is bound to its command's application action, so it does what the key does
/// and greys out when the command does not apply. They never take the focus on a click, so a
/// mouse user's Space still toggles and Return still laps. Buttons are reused, not rebuilt.
/// They are drawn as one node: they sit beside the running time, drawn on every frame, and
/// change far more seldom (``FlattenedBin``).
@MainActor
final class ControlButtons: WidgetConvertible {
    let widget: Widget
    private let box: Box
    private(set) var buttons: [Button] = []
    private(set) var shown: [CommandButton] = []
    /// The menu a secondary click opens on a button that has one (``CommandButton/menu``:
    /// Start's and Pause's).
    private let menus = ContextMenu()

    init() {
        box = Box.horizontal(spacing: 12, cssClasses: ["controls"])
        box.setHomogeneous(true)
        widget = Widget(FlattenedBin.make(holding: box.widget.pointer))
        widget.setAlignment(horizontal: GTK_ALIGN_CENTER)
    }

    /// The buttons shown, in order.
    var visibleButtons: [Button] { buttons.filter(\.widget.isVisible) }

    func render(_ newButtons: [CommandButton]) {
        guard newButtons != shown else { return }
        shown = newButtons
        while buttons.count < newButtons.count {
            let button = Button(label: "", cssClasses: ["control", "pill"])
            button.widget.setFocusOnClick(false)
            let index = buttons.count
            menus.attach(to: button.widget) { [weak self] in
                guard let self, index < shown.count else { return [] }
                return shown[index].menu.map { ($0.title, $0.command.detailedActionName) }
            }
            box.append(button)
            buttons.append(button)
        }
        for (index, button) in buttons.enumerated() {
            guard index < newButtons.count else {
                button.widget.isVisible = false
                continue
            }
            button.render(newButtons[index])
            button.widget.isVisible = true
        }
    }
}

extension Button {
    /// Shows `commandButton`: its label, its action, its emphasis.
    func render(_ commandButton: CommandButton) {
        setLabel(commandButton.title)
        setActionName(commandButton.command.actionName)
        widget.setCSSClass("suggested-action", commandButton.emphasis == .suggested)
        widget.setCSSClass("destructive-action", commandButton.emphasis == .destructive)
    }
}
