import CGtk
import GtkInterop
import StopwatchPresentation

/// The notice at the bottom of the window, such as "Stopwatch reset · Undo": a message, its
/// button, and a close button, sliding in and out (GTK 4.8 has no toast).
@MainActor
final class NoticeBar: WidgetConvertible {
    let widget: Widget
    let message = Label(cssClasses: ["notice-message"], xAlign: 0)
    let actionButton = Button(label: "", cssClasses: ["notice-action"])
    let closeButton: Button
    private let revealer: Revealer

    init(closeLabel: String) {
        let bar = Box.alert(GTK_ORIENTATION_HORIZONTAL, spacing: 12, cssClasses: ["notice", "osd"])
        closeButton = Button(iconName: "window-close-symbolic", label: closeLabel, actionName: AppCommand.dismissNotice.actionName)
        closeButton.widget.addCSSClass("flat")
        closeButton.widget.addCSSClass("circular")
        bar.append(message)
        bar.append(actionButton)
        bar.append(closeButton)
        revealer = Revealer(child: bar, transition: GTK_REVEALER_TRANSITION_TYPE_SLIDE_UP)
        widget = revealer.widget
        widget.setAlignment(horizontal: GTK_ALIGN_CENTER, vertical: GTK_ALIGN_END)
    }

    var isShown: Bool { revealer.isRevealed }

    func render(_ notice: Notice?) {
        if let notice {
            message.setText(notice.message)
            actionButton.render(notice.action)
        }
        revealer.isRevealed = notice != nil
    }
}
