import CGtk
import StopwatchCore

/// Loads the app's CSS (`data/style.css`) for the whole display.
@MainActor
public enum StyleLoader {
    static let fileName = "style.css"

    public static func load(logger: Logger) {
        guard let path = DataFiles.path(of: fileName) else {
            logger.warning("Style sheet \(fileName) not found: the app runs unstyled (set STOPWATCH_DATA_DIR)")
            return
        }
        let provider = gtk_css_provider_new()
        gtk_css_provider_load_from_path(provider, path)
        gtk_style_context_add_provider_for_display(
            gdk_display_get_default(), OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION)
        )
        logger.debug("Loaded style sheet \(path)")
    }
}
