import GtkInterop

/// The app's own icon, made findable to the icon theme (the About window's) wherever the app
/// runs from, the build folder included: the first time a window needs it, not at start.
/// A search path added to the theme makes GTK load the theme again at its next lookup, and a
/// folder without GTK's icon cache is read directory by directory: 14 ms before the first
/// frame in the build folder, for an icon no screen at start shows (docs/performance.md).
@MainActor
enum AppIcon {
    private static var isFindable = false

    /// Adds the folder holding the app's icon to the theme's search path, once.
    static func makeFindable() {
        guard !isFindable else { return }
        isFindable = true
        if let icons = DataFiles.iconFolder { IconTheme.addSearchPath(icons) }
    }
}
