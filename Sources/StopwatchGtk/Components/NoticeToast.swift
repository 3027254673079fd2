import CGtk
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
    private let overlay: OpaquePointer
    private let screens: Widget
    private var toast: OpaquePointer?
    private var shown: Notice?
    private var connection: SignalConnection?

    private let closeLabel: String

    /// A toast overlay over `screens`; `closeLabel` names the toast's close button.
    init(over screens: Widget, closeLabel: String) {
        self.screens = screens
        self.closeLabel = closeLabel
        widget = Widget(adw_toast_overlay_new())
        overlay = widget.opaque
        adw_toast_overlay_set_child(overlay, screens.pointer)
    }

    var isShown: Bool { toast != nil }
    /// The toast's message and button, as shown.
    var message: String? { toast.flatMap { adw_toast_get_title($0) }.map { String(cString: $0) } }
    var buttonLabel: String? { toast.flatMap { adw_toast_get_button_label($0) }.map { String(cString: $0) } }
    var actionName: String? { toast.flatMap { adw_toast_get_action_name($0) }.map { String(cString: $0) } }

    func render(_ notice: Notice?) {
        guard notice != shown else { return }
        shown = notice
        dismiss()
        guard let notice, let made = adw_toast_new(notice.message) else { return }
        adw_toast_set_button_label(made, notice.action.title)
        adw_toast_set_action_name(made, notice.action.command.actionName)
        adw_toast_set_timeout(made, 0)
        toast = made
        let object = UnsafeMutableRawPointer(made)
        // Closed by the user (its close button): the app ends the notice too.
        connection = SignalConnection(
            object,
            handlerID: Signals.connect(object, "dismissed") { [weak self, widget] in
                guard let self, toast == made else { return }
                forget()
                gtk_widget_activate_action_variant(widget.pointer, AppCommand.dismissNotice.actionName, nil)
            })
        g_object_ref(object)
        adw_toast_overlay_add_toast(overlay, made)
        nameButtons(action: notice.action.title)
        screens.addCSSClass("under-toast")
    }

    /// libadwaita 1.2 names the toast's button twice over ("Undo Undo") and its close button
    /// not at all (a screen reader would say "GtkImage"): each is named here, as the toast is
    /// shown.
    private func nameButtons(action: String) {
        var pending = [widget.pointer]
        while let next = pending.popLast() {
            var child = gtk_widget_get_first_child(next)
            while let widget = child {
                if String(cString: g_type_name(cgtk_widget_type(widget))) == "GtkButton", widget != screens.pointer {
                    let label = gtk_button_get_label(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkButton.self))
                    cgtk_accessible_relabel(widget, label == nil ? closeLabel : action)
                } else if widget != screens.pointer {
                    pending.append(widget)
                }
                child = gtk_widget_get_next_sibling(widget)
            }
        }
    }

    /// Takes the toast shown away, the app having ended its notice.
    private func dismiss() {
        guard let shown = toast else { return }
        forget()
        adw_toast_dismiss(shown)
        g_object_unref(UnsafeMutableRawPointer(shown))
    }

    private func forget() {
        connection = nil
        toast = nil
        screens.removeCSSClass("under-toast")
    }
}
