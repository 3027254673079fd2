import CGtk
import GtkInterop

/// The banner across the top of the window while the stopwatch is not being saved: "Not
/// saved: No space left on device". Assistive technology announces it when it appears.
@MainActor
final class SaveProblemBanner: WidgetConvertible {
    let widget: Widget
    let message = Label(cssClasses: ["save-problem-message"])
    private let revealer: Revealer

    init() {
        let bar = Box.alert(GTK_ORIENTATION_HORIZONTAL, spacing: 6, cssClasses: ["save-problem"])
        // The message says it; unnamed, the icon would be "GtkImage".
        bar.append(Widget.decorativeIcon("dialog-warning-symbolic"))
        message.wrap()
        bar.append(message)
        bar.widget.setAlignment(horizontal: GTK_ALIGN_FILL)
        revealer = Revealer(child: bar, transition: GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN)
        widget = revealer.widget
    }

    var isShown: Bool { revealer.isRevealed }

    func render(_ problem: String?) {
        if let problem {
            message.setText(problem)
            message.widget.setAccessibleLabel(problem)
        }
        revealer.isRevealed = problem != nil
    }
}
