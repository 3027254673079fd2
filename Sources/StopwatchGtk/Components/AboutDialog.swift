import CGtk
import GtkInterop
import StopwatchPresentation

/// The About window, libadwaita's: icon, name, version, description, website, issue tracker,
/// developers and licence, from ``AboutViewState``, and the newest release's notes from the
/// metainfo (``ReleaseNotes``).
@MainActor
enum AboutDialog {
    /// Shows the About window over `parent`; returns it.
    @discardableResult
    static func present(_ state: AboutViewState, over parent: Widget) -> Widget {
        let window = Widget(adw_about_window_new())
        let about = window.opaque
        adw_about_window_set_application_name(about, state.name)
        adw_about_window_set_application_icon(about, state.iconName)
        adw_about_window_set_version(about, state.version)
        adw_about_window_set_comments(about, state.comments)
        adw_about_window_set_website(about, state.website)
        adw_about_window_set_issue_url(about, state.issueTracker)
        adw_about_window_set_copyright(about, state.copyright)
        adw_about_window_set_license_type(about, GTK_LICENSE_MIT_X11)
        withNullTerminated(state.developers) { adw_about_window_set_developers(about, $0) }
        if let notes = DataFiles.metainfoPath.flatMap(ReleaseNotes.read(from:)), !notes.markup.isEmpty {
            adw_about_window_set_release_notes_version(about, notes.version)
            adw_about_window_set_release_notes(about, notes.markup)
        }
        gtk_window_set_title(window.typed(GtkWindow.self), state.title)
        gtk_window_set_transient_for(window.typed(GtkWindow.self), parent.typed(GtkWindow.self))
        gtk_window_set_modal(window.typed(GtkWindow.self), 1)
        gtk_window_set_destroy_with_parent(window.typed(GtkWindow.self), 1)
        gtk_window_present(window.typed(GtkWindow.self))
        return window
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
