import CGtk

/// The icon theme of the default display.
@MainActor
package enum IconTheme {
    /// Looks for icons in `folder` too (a folder holding `hicolor/`).
    package static func addSearchPath(_ folder: String) {
        guard let display = gdk_display_get_default() else { return }
        gtk_icon_theme_add_search_path(gtk_icon_theme_get_for_display(display), folder)
    }

    /// Whether the theme has an icon called `name`.
    package static func hasIcon(_ name: String) -> Bool {
        guard let display = gdk_display_get_default() else { return false }
        return gtk_icon_theme_has_icon(gtk_icon_theme_get_for_display(display), name) != 0
    }
}
