import GtkInterop
import StopwatchCore

/// Loads the app's CSS (`data/style.css`) for the whole display, the sizes of the time
/// display, which the app computes, and the tiled look on a tiling desktop
/// (`TilingDesktopStyle`); and says so if the app's icon is nowhere to be found (``AppIcon``).
@MainActor
public enum StyleLoader {
    static let fileName = "style.css"

    public static func load(logger: Logger) {
        StyleSheet.apply(css: TimeDisplay.styleSheet + FullScreenView.styleSheet)
        if TilingDesktopStyle.appliesHere {
            StyleSheet.apply(css: TilingDesktopStyle.styleSheet)
            logger.debug("tiling desktop: windows drawn as tiled")
        }
        // Found now, added to the icon theme when a window shows it (AppIcon).
        if DataFiles.iconFolder == nil {
            logger.warning("The app's icon was not found: windows show a generic one")
        }
        guard let path = DataFiles.path(of: fileName) else {
            logger.warning("Style sheet \(fileName) not found: the app runs unstyled (set STOPWATCH_DATA_DIR)")
            return
        }
        StyleSheet.apply(path: path)
        logger.debug("Loaded style sheet \(path)")
    }
}
