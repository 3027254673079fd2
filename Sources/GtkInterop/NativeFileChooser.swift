import CGtk
import GLibInterop

/// The desktop's own file chooser (`GtkFileChooserNative`: the portal's dialog where there is
/// one), modal over a window, alive until the user answers; ``SaveFileDialog`` and
/// ``ChooseFolderDialog`` ask through it.
@MainActor
package final class NativeFileChooser {
    private let dialog: OpaquePointer
    private var keepAlive: NativeFileChooser?

    package init(title: String, parent: Widget, action: GtkFileChooserAction, buttons: (accept: String, cancel: String)) {
        dialog = gtk_file_chooser_native_new(title, parent.typed(GtkWindow.self), action, buttons.accept, buttons.cancel)
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(dialog))
    }

    /// Opens it in the folder at `path`.
    package func open(in path: String) {
        guard let folder = g_file_new_for_path(path) else { return }
        _ = gtk_file_chooser_set_current_folder(dialog, folder, nil)
        g_object_unref(UnsafeMutableRawPointer(folder))
    }

    /// The name offered for a file to save.
    package func suggest(name: String) {
        gtk_file_chooser_set_current_name(dialog, name)
    }

    /// Shows it; once the user answers, calls `answered` with the file chosen (`nil` when
    /// cancelled: the file is the chooser's, valid during the call), then goes.
    package func show(_ answered: @escaping @MainActor (_ file: OpaquePointer?) -> Void) {
        let chooser = dialog
        typealias Response = @MainActor (Int32) -> Void
        let onResponse: Response = { [unowned self] response in
            defer { finish() }
            guard response == GTK_RESPONSE_ACCEPT.rawValue, let file = gtk_file_chooser_get_file(chooser) else {
                return answered(nil)
            }
            defer { g_object_unref(UnsafeMutableRawPointer(file)) }
            answered(file)
        }
        let thunk: @convention(c) (gpointer?, gint, gpointer?) -> Void = { _, response, data in
            MainActor.assumeIsolated { CallbackBox<Response>.from(data).callback(response) }
        }
        g_signal_connect_data(
            UnsafeMutableRawPointer(dialog), "response", unsafeBitCast(thunk, to: GCallback.self),
            CallbackBox<Response>(onResponse).retainedPointer(), { data, _ in releaseCallbackBox(data) }, GConnectFlags(0)
        )
        gtk_native_dialog_set_modal(native, 1)
        keepAlive = self
        gtk_native_dialog_show(native)
    }

    /// The local path of `file`, if it has one.
    package static func path(of file: OpaquePointer) -> String? {
        g_file_get_path(file).map { pointer in
            defer { g_free(pointer) }
            return String(cString: pointer)
        }
    }

    private var native: UnsafeMutablePointer<GtkNativeDialog> {
        UnsafeMutableRawPointer(dialog).assumingMemoryBound(to: GtkNativeDialog.self)
    }

    private func finish() {
        gtk_native_dialog_destroy(native)
        keepAlive = nil
    }
}
