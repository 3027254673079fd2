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
        StyleSheet.apply(path: path)
        logger.debug("Loaded style sheet \(path)")
    }
}
