import CGtk
import GLibInterop

/// Asks where to save a file with the desktop's own file chooser (`GtkFileChooserNative`:
/// the portal's dialog where there is one), then writes it.
@MainActor
package final class SaveFileDialog {
    package typealias Completion = @MainActor (_ path: String?, _ error: String?) -> Void
    private let dialog: OpaquePointer
    private var keepAlive: SaveFileDialog?

    /// Shows the dialog; on Save writes `contents()` to the chosen file, then calls
    /// `completion` with the path written or an error message; `nil`, `nil` if cancelled.
    package init(
        title: String, parent: Widget, suggestedName: String, buttons: (accept: String, cancel: String),
        contents: @escaping () -> String, completion: @escaping Completion
    ) {
        dialog = gtk_file_chooser_native_new(
            title, parent.typed(GtkWindow.self), GTK_FILE_CHOOSER_ACTION_SAVE, buttons.accept, buttons.cancel)
        let chooser = dialog
        gtk_file_chooser_set_current_name(chooser, suggestedName)
        let folderPath = g_get_user_special_dir(G_USER_DIRECTORY_DOCUMENTS) ?? g_get_home_dir()
        if let folder = g_file_new_for_path(folderPath) {
            _ = gtk_file_chooser_set_current_folder(chooser, folder, nil)
            g_object_unref(UnsafeMutableRawPointer(folder))
        }
        typealias Response = @MainActor (Int32) -> Void
        let onResponse: Response = { [unowned self] response in
            defer { finish() }
            guard response == GTK_RESPONSE_ACCEPT.rawValue, let file = gtk_file_chooser_get_file(chooser) else {
                return completion(nil, nil)
            }
            defer { g_object_unref(UnsafeMutableRawPointer(file)) }
            let path = g_file_get_path(file).map { pointer in
                defer { g_free(pointer) }
                return String(cString: pointer)
            }
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
        let thunk: @convention(c) (gpointer?, gint, gpointer?) -> Void = { _, response, data in
            MainActor.assumeIsolated { CallbackBox<Response>.from(data).callback(response) }
        }
        g_signal_connect_data(
            UnsafeMutableRawPointer(dialog), "response", unsafeBitCast(thunk, to: GCallback.self),
            CallbackBox<Response>(onResponse).retainedPointer(), { data, _ in releaseCallbackBox(data) }, GConnectFlags(0)
        )
        gtk_native_dialog_set_modal(native, 1)
        // Alive until the user answers.
        keepAlive = self
        gtk_native_dialog_show(native)
    }

    private var native: UnsafeMutablePointer<GtkNativeDialog> {
        UnsafeMutableRawPointer(dialog).assumingMemoryBound(to: GtkNativeDialog.self)
    }

    private func finish() {
        gtk_native_dialog_destroy(native)
        keepAlive = nil
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(dialog))
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
