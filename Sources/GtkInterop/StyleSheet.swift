import CGtk

/// A CSS style sheet applied to every window of the default display.
@MainActor
package enum StyleSheet {
    package static func apply(path: String) {
        let provider = gtk_css_provider_new()
        gtk_css_provider_load_from_path(provider, path)
        add(provider)
    }

    /// CSS written by the app itself (sizes it computes), on top of the file's.
    package static func apply(css: String) {
        let provider = gtk_css_provider_new()
        gtk_css_provider_load_from_data(provider, css, -1)
        add(provider)
    }

    private static func add(_ provider: UnsafeMutablePointer<GtkCssProvider>?) {
        gtk_style_context_add_provider_for_display(
            gdk_display_get_default(), OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION)
        )
        // The display holds its own reference now.
        g_object_unref(UnsafeMutableRawPointer(provider))
    }
}
