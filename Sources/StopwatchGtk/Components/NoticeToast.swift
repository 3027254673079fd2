import GtkInterop
import StopwatchPresentation

/// The notice, such as "Stopwatch reset · Undo", as libadwaita's toast over the screens: its
/// message, its button (the command the notice offers) and libadwaita's close button. The
/// notice's time is the app's (``UndoNotice``): the toast stays until the app ends it, and one
/// the user closes tells the app (`app.dismiss-notice`). While a toast shows, the screens
/// keep room for it at their foot, so it never hides a button (Delete Session, Resume) for
/// the ten seconds it stays.
@MainActor
final class NoticeToast: WidgetConvertible {
    let widget: Widget
    private let overlay: Adwaita.ToastOverlay
    private let screens: Widget
    private var toast: Adwaita.Toast?
    private var shown: Notice?

    private let closeLabel: String

    /// A toast overlay over `screens`; `closeLabel` names the toast's close button.
    init(over screens: Widget, closeLabel: String) {
        self.screens = screens
        self.closeLabel = closeLabel
        overlay = Adwaita.ToastOverlay(over: screens)
        widget = overlay.widget
    }

    var isShown: Bool { toast != nil }
    /// The toast's message and button, as shown.
    var message: String? { toast?.message }
    var buttonLabel: String? { toast?.buttonLabel }
    var actionName: String? { toast?.actionName }

    func render(_ notice: Notice?) {
        guard notice != shown else { return }
        shown = notice
        dismiss()
        guard let notice,
            let made = Adwaita.Toast(
                message: notice.message, buttonLabel: notice.action.title, actionName: notice.action.command.actionName)
        else { return }
        toast = made
        // Closed by the user (its close button): the app ends the notice too.
        made.onDismissed { [weak self, weak made, widget] in
            guard let self, let made, toast === made else { return }
            forget()
            widget.activateAction(AppCommand.dismissNotice.actionName)
        }
        overlay.show(made, action: notice.action.title, close: closeLabel)
        screens.addCSSClass("under-toast")
    }

    /// Takes the toast shown away, the app having ended its notice.
    private func dismiss() {
        guard let shown = toast else { return }
        forget()
        shown.dismiss()
    }

    private func forget() {
        toast = nil
        screens.removeCSSClass("under-toast")
    }
}
