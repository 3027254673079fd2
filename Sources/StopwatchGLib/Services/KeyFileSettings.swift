import CGLib
import StopwatchCore
import StopwatchPresentation

/// The settings of versions before GSettings, a GLib key file,
/// `$XDG_CONFIG_HOME/stopwatch/settings.ini`:
///
///     [Panel]
///     show-in-panel=true
///
/// Read once, to carry "show in panel" over to GSettings (``GSettingsSettings``), then marked
/// `carried-over=true`, so a later change in GSettings is never undone by it. A missing file is
/// a first run. An unreadable file, or a value that is not a boolean, is said in the log and
/// carries nothing over; the file is left as it is.
public final class KeyFileSettings {
    static let panelGroup = "Panel"
    static let showInPanelKey = "show-in-panel"
    static let carriedOverKey = "carried-over"

    private let path: String
    private let logger: Logger

    public init(path: String = UserDirectories.settingsFile, logger: Logger) {
        self.path = path
        self.logger = logger
    }

    /// The settings to carry over to GSettings, once: `nil` when there is nothing to carry (no
    /// file, no value, a value that cannot be read, or carried over already). A file that
    /// could be read is marked as carried over.
    public func takeForCarryOver() -> AppSettings? {
        let file = g_key_file_new()
        defer { g_key_file_free(file) }
        var error: UnsafeMutablePointer<GError>?
        guard g_key_file_load_from_file(file, path, G_KEY_FILE_KEEP_COMMENTS, &error) != 0 else {
            if let error {
                if !(error.pointee.domain == g_file_error_quark() && error.pointee.code == G_FILE_ERROR_NOENT.rawValue) {
                    logger.warning("The settings in \(path) cannot be read (\(Self.message(of: error))); nothing is carried over")
                }
                g_error_free(error)
            }
            return nil
        }
        guard g_key_file_get_boolean(file, Self.panelGroup, Self.carriedOverKey, nil) == 0 else { return nil }
        var settings: AppSettings?
        if g_key_file_has_key(file, Self.panelGroup, Self.showInPanelKey, nil) != 0 {
            let value = g_key_file_get_boolean(file, Self.panelGroup, Self.showInPanelKey, &error)
            if let failure = error {
                logger.warning("\(path): \(Self.showInPanelKey) is not true or false (\(Self.message(of: failure))); it stays on")
                g_error_free(failure)
                error = nil
            } else {
                settings = AppSettings(showsInPanel: value != 0)
            }
        }
        g_key_file_set_boolean(file, Self.panelGroup, Self.carriedOverKey, 1)
        if g_key_file_save_to_file(file, path, &error) == 0 {
            logger.warning("\(path) could not be marked as carried over (\(error.map(Self.message) ?? "unknown error"))")
            if let error { g_error_free(error) }
        }
        return settings
    }

    private static func message(of error: UnsafeMutablePointer<GError>) -> String {
        error.pointee.message.map { String(cString: $0) } ?? "unknown error"
    }
}
