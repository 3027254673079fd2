import CGtk
import GtkInterop
import StopwatchPresentation

/// A window over the main one that the view state opens and closes (Adjust Time,
/// Preferences): modal, not resizable, destroyed with its parent; its close button and
/// Escape send a command, and the window goes when the view state says so.
@MainActor
protocol ModalWindow: AnyObject, WidgetConvertible {
    associatedtype State
    /// Shows what changed while it is open.
    func render(_ state: State)
    /// Brings it to the front, the focus where the user starts.
    func present()
    /// Takes it away; its signals are disconnected first.
    func close()
}

extension ModalWindow {
    /// A new window titled `title` over `parent`, styled by `cssClass`: modal, not resizable.
    static func makeWindow(title: String, over parent: Widget, cssClass: String) -> Window {
        Window.modal(title: title, over: parent, cssClass: cssClass, resizable: false)
    }

    /// Cancel and the button that confirms (titled `cancel` and `confirm`, their access keys
    /// marked), at the end of a line appended to `content`: the confirming one suggested and
    /// `window`'s default, which Enter in a field presses.
    static func appendButtons(cancel: String, confirm: String, to content: Box, of window: Window) -> (cancel: Widget, confirm: Widget) {
        let line = Box.horizontal(spacing: 12)
        line.widget.setAlignment(horizontal: GTK_ALIGN_END)
        let cancelButton = Widget.mnemonicButton(cancel)
        let confirmButton = Widget.mnemonicButton(confirm)
        confirmButton.addCSSClass("suggested-action")
        line.append(cancelButton)
        line.append(confirmButton)
        content.append(line)
        window.setDefaultWidget(confirmButton)
        return (cancelButton, confirmButton)
    }

    /// The close button and Escape on `widget` send `command` through `send`, and close
    /// nothing themselves: the returned connection is kept while the window is open.
    static func closing(
        _ widget: Widget, sends command: AppCommand, through send: @escaping @MainActor (AppCommand) -> Void
    ) -> SignalConnection {
        KeyCapture.install(on: widget) { name, _ in
            guard name == "Escape" else { return false }
            send(command)
            return true
        }
        return SignalConnection(
            widget.object,
            handlerID: Signals.connectReturningBool(widget.object, "close-request") {
                send(command)
                return true
            })
    }
}
