import CGtk
import GLibInterop

/// Asks where to save a file with the desktop's own file chooser (``NativeFileChooser``),
/// then writes it.
@MainActor
package enum SaveFileDialog {
    package typealias Completion = @MainActor (_ path: String?, _ error: String?) -> Void

    /// Shows the chooser; on Save writes `contents()` to the chosen file, then calls
    /// `completion` with the path written or an error message; `nil`, `nil` if cancelled.
    package static func show(
        title: String, parent: Widget, suggestedName: String, buttons: (accept: String, cancel: String),
        contents: @escaping () -> String, completion: @escaping Completion
    ) {
        let chooser = NativeFileChooser(title: title, parent: parent, action: GTK_FILE_CHOOSER_ACTION_SAVE, buttons: buttons)
        chooser.suggest(name: suggestedName)
        chooser.open(
            in: g_get_user_special_dir(G_USER_DIRECTORY_DOCUMENTS).map { String(cString: $0) } ?? String(cString: g_get_home_dir()))
        chooser.show { file in
            guard let file else { return completion(nil, nil) }
            let path = NativeFileChooser.path(of: file)
            let text = contents()
            var error: UnsafeMutablePointer<GError>?
            let written = text.withCString { bytes in
                g_file_replace_contents(file, bytes, gsize(strlen(bytes)), nil, 0, G_FILE_CREATE_NONE, nil, nil, &error)
            }
            if written != 0 {
                completion(path, nil)
            } else {
                completion(path, error.map { String(cString: $0.pointee.message) } ?? "unknown error")
                g_clear_error(&error)
            }
        }
    }

    /// Tells the user that something went wrong, in a dialog over `parent`.
    /// libadwaita's message dialog over `parent`: `primary` as its heading, `detail` beneath,
    /// and one button, `closeLabel`.
    package static func showError(_ primary: String, detail: String, closeLabel: String, parent: Widget) {
        let dialog = Widget(adw_message_dialog_new(parent.typed(GtkWindow.self), primary, detail)!)
        let message = dialog.typed(AdwMessageDialog.self)
        adw_message_dialog_add_response(message, "close", closeLabel)
        adw_message_dialog_set_default_response(message, "close")
        adw_message_dialog_set_close_response(message, "close")
        gtk_window_present(dialog.typed(GtkWindow.self))
    }
}
