import CGtk
import GtkInterop
import StopwatchPresentation

/// The About window: icon, name, version, description, website, issue tracker, credits and
/// licence, from ``AboutViewState``.
@MainActor
enum AboutDialog {
    /// Shows the About window over `parent`; returns it.
    @discardableResult
    static func present(_ state: AboutViewState, over parent: Widget) -> Widget {
        let dialog = Widget(gtk_about_dialog_new())
        let about = dialog.opaque
        gtk_about_dialog_set_program_name(about, state.name)
        gtk_about_dialog_set_logo_icon_name(about, state.iconName)
        gtk_about_dialog_set_version(about, state.version)
        gtk_about_dialog_set_comments(about, state.comments)
        gtk_about_dialog_set_website(about, state.website)
        gtk_about_dialog_set_website_label(about, state.websiteLabel)
        gtk_about_dialog_set_copyright(about, state.copyright)
        gtk_about_dialog_set_license_type(about, GTK_LICENSE_MIT_X11)
        withNullTerminated(state.developers) { gtk_about_dialog_set_authors(about, $0) }
        withNullTerminated([state.issueTracker]) { gtk_about_dialog_add_credit_section(about, state.issueTrackerLabel, $0) }
        gtk_window_set_transient_for(dialog.typed(GtkWindow.self), parent.typed(GtkWindow.self))
        gtk_window_set_modal(dialog.typed(GtkWindow.self), 1)
        gtk_window_set_destroy_with_parent(dialog.typed(GtkWindow.self), 1)
        gtk_window_present(dialog.typed(GtkWindow.self))
        return dialog
    }

    /// Calls `body` with `strings` as a NULL-terminated C array, valid during the call.
    private static func withNullTerminated(_ strings: [String], _ body: (UnsafeMutablePointer<UnsafePointer<CChar>?>) -> Void) {
        var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
        pointers.append(nil)
        pointers.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) { body($0) }
        }
        for pointer in pointers { free(pointer) }
    }
}
