import CGLib
import StopwatchCore
import StopwatchPresentation

/// The settings port over a GLib key file, `$XDG_CONFIG_HOME/stopwatch/settings.ini`:
///
///     [Panel]
///     show-in-panel=true
///
/// Saved whole and atomically (GLib writes a temporary file and renames it). A missing file is
/// a first run; an unreadable one, or a value that is not a boolean, is said in the log and
/// the default used.
public final class KeyFileSettings: SettingsDataSource {
    static let panelGroup = "Panel"
    static let showInPanelKey = "show-in-panel"

    private let path: String
    private let logger: Logger

    public init(path: String = UserDirectories.settingsFile, logger: Logger) {
        self.path = path
        self.logger = logger
    }

    public func load() -> AppSettings {
        let file = g_key_file_new()
        defer { g_key_file_free(file) }
        var error: UnsafeMutablePointer<GError>?
        guard g_key_file_load_from_file(file, path, G_KEY_FILE_NONE, &error) != 0 else {
            if let error {
                if !(error.pointee.domain == g_file_error_quark() && error.pointee.code == G_FILE_ERROR_NOENT.rawValue) {
                    logger.warning("The settings in \(path) cannot be read (\(Self.message(of: error))); the defaults are used")
                }
                g_error_free(error)
            }
            return .defaults
        }
        var settings = AppSettings.defaults
        guard g_key_file_has_key(file, Self.panelGroup, Self.showInPanelKey, nil) != 0 else { return settings }
        let value = g_key_file_get_boolean(file, Self.panelGroup, Self.showInPanelKey, &error)
        if let error {
            logger.warning("\(path): \(Self.showInPanelKey) is not true or false (\(Self.message(of: error))); it stays on")
            g_error_free(error)
        } else {
            settings.showsInPanel = value != 0
        }
        return settings
    }

    public func save(_ settings: AppSettings) {
        let file = g_key_file_new()
        defer { g_key_file_free(file) }
        g_key_file_set_boolean(file, Self.panelGroup, Self.showInPanelKey, settings.showsInPanel ? 1 : 0)
        var error: UnsafeMutablePointer<GError>?
        let folder = g_path_get_dirname(path)
        g_mkdir_with_parents(folder, 0o700)
        g_free(folder)
        if g_key_file_save_to_file(file, path, &error) == 0 {
            logger.warning("The settings could not be saved to \(path) (\(error.map(Self.message) ?? "unknown error"))")
            if let error { g_error_free(error) }
        }
    }

    private static func message(of error: UnsafeMutablePointer<GError>) -> String {
        error.pointee.message.map { String(cString: $0) } ?? "unknown error"
    }
}
