import CGtk

/// A CSS style sheet applied to every window of the default display.
@MainActor
enum StyleSheet {
    static func apply(path: String) {
        let provider = gtk_css_provider_new()
        gtk_css_provider_load_from_path(provider, path)
        gtk_style_context_add_provider_for_display(
            gdk_display_get_default(), OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION)
        )
        // The display holds its own reference now.
        g_object_unref(UnsafeMutableRawPointer(provider))
    }
}
