import CGLib
import GLibInterop
import StopwatchCore
import StopwatchPresentation

/// The settings port over GSettings, schema `io.github.swiftgtk.Stopwatch`
/// (`data/io.github.swiftgtk.Stopwatch.gschema.xml`), where GNOME keeps every app's
/// preferences: `gsettings set io.github.swiftgtk.Stopwatch show-in-panel false` changes a
/// running app at once.
///
/// The schema is looked up, never assumed: installed (`make install`, the .deb), or the one a
/// development build compiled into the checkout's `.build/schemas`. Without it, or without a
/// key the app reads (an older schema), the app does not abort, as `g_settings_new` would: it
/// says so in the log, once, and runs on the defaults, changes holding until it quits.
///
/// The first run with GSettings carries "show in panel" over from the key file of earlier
/// versions (``KeyFileSettings``), once.
@MainActor
public final class GSettingsSettings: SettingsDataSource {
    public static let schemaID = "io.github.swiftgtk.Stopwatch"
    static let showInPanelKey = "show-in-panel"
    static let keepAwakeKey = "keep-awake"
    static let onLockKey = "on-lock"
    static let precisionKey = "precision"
    static let bigNumberKey = "big-number"
    static let compactKey = "compact"
    static let alertSoundKey = "alert-sound"
    static let awayAfterKey = "away-after"
    static let whenAwayKey = "when-away"
    static let syncFolderKey = "sync-folder"
    static let machineNameKey = "machine-name"

    private let settings: UnsafeMutablePointer<GSettings>?
    /// The schema found, kept to ask which keys it has.
    private let schema: OpaquePointer?
    private let logger: Logger
    /// Without the schema: this run's settings.
    private var unsaved = AppSettings.defaults
    public let changes = ObserverList<AppSettings>()
    private var handlerID: gulong = 0
    /// The unknown values said in the log already, as "key=value".
    private var refused: Set<String> = []

    public init(logger: Logger, carriedOverFrom legacy: KeyFileSettings? = nil) {
        self.logger = logger
        schema = Self.findSchema(logger: logger)
        settings = schema.map { g_settings_new_full($0, nil, nil) }
        if let carried = legacy?.takeForCarryOver(), settings != nil {
            save(carried)
            logger.info("Show in Panel (\(carried.showsInPanel)) carried over from settings.ini to GSettings")
        }
        if let settings {
            let thunk: @convention(c) (gpointer?, UnsafePointer<gchar>?, gpointer?) -> Void = { _, _, data in
                MainActor.assumeIsolated { CallbackBox<@MainActor () -> Void>.from(data).callback() }
            }
            let box = CallbackBox<@MainActor () -> Void> { [weak self] in self?.changed() }
            let release: GClosureNotify = { data, _ in releaseCallbackBox(data) }
            handlerID = g_signal_connect_data(
                settings, "changed", unsafeBitCast(thunk, to: GCallback.self), box.retainedPointer(), release, GConnectFlags(0))
        }
    }

    isolated deinit {
        guard let settings, let schema else { return }
        g_signal_handler_disconnect(settings, handlerID)
        g_object_unref(settings)
        g_settings_schema_unref(schema)
    }

    public func load() -> AppSettings {
        guard let settings else { return unsaved }
        var loaded = AppSettings.defaults
        if hasKey(Self.showInPanelKey) { loaded.showsInPanel = g_settings_get_boolean(settings, Self.showInPanelKey) != 0 }
        if hasKey(Self.keepAwakeKey) { loaded.keepsAwake = g_settings_get_boolean(settings, Self.keepAwakeKey) != 0 }
        if hasKey(Self.compactKey) { loaded.isCompact = g_settings_get_boolean(settings, Self.compactKey) != 0 }
        if hasKey(Self.alertSoundKey) { loaded.playsAlertSound = g_settings_get_boolean(settings, Self.alertSoundKey) != 0 }
        if let precision = string(Self.precisionKey) {
            if let known = TimePrecision(rawValue: precision) {
                loaded.timeStyle.precision = known
            } else {
                refuse(precision, of: Self.precisionKey, choices: "'hundredths', 'tenths' or 'seconds'", using: "'hundredths'")
            }
        }
        if let bigNumber = string(Self.bigNumberKey) {
            if let known = BigNumber(rawValue: bigNumber) {
                loaded.timeStyle.bigNumber = known
            } else {
                refuse(bigNumber, of: Self.bigNumberKey, choices: "'total' or 'lap'", using: "'total'")
            }
        }
        if hasKey(Self.awayAfterKey) {
            // Bounded by AppSettings: a hand-set day and a half is a day.
            loaded.awayAfter = Int(min(g_settings_get_uint(settings, Self.awayAfterKey), UInt32(AppSettings.longestAwayAfter)))
        }
        if let whenAway = string(Self.whenAwayKey) {
            if let known = WhenAway(rawValue: whenAway) {
                loaded.whenAway = known
            } else {
                refuse(whenAway, of: Self.whenAwayKey, choices: "'ask', 'take-away' or 'keep'", using: "'ask'")
            }
        }
        if let folder = string(Self.syncFolderKey) {
            if let path = Self.syncFolder(folder) {
                loaded.syncFolder = path
            } else {
                refuse(folder, of: Self.syncFolderKey, choices: "an absolute path, or '' for none", using: "''")
            }
        }
        if let name = string(Self.machineNameKey) {
            loaded.machineName = (try? StopwatchName.normalized(name)) ?? ""
        }
        if let onLock = string(Self.onLockKey) {
            switch onLock {
            case "keep-running": loaded.pausesOnLock = false
            case "pause": loaded.pausesOnLock = true
            default: refuse(onLock, of: Self.onLockKey, choices: "'keep-running' or 'pause'", using: "'keep-running'")
            }
        }
        return loaded
    }

    public func save(_ settings: AppSettings) {
        guard self.settings != nil else {
            unsaved = settings
            changes.notify(settings)
            return
        }
        // Only what differs is written: a part's copy of the settings never undoes a key
        // another part or program changed meanwhile.
        let current = load()
        if settings.showsInPanel != current.showsInPanel { set(Self.showInPanelKey, settings.showsInPanel) }
        if settings.keepsAwake != current.keepsAwake { set(Self.keepAwakeKey, settings.keepsAwake) }
        if settings.isCompact != current.isCompact { set(Self.compactKey, settings.isCompact) }
        if settings.playsAlertSound != current.playsAlertSound { set(Self.alertSoundKey, settings.playsAlertSound) }
        if settings.awayAfter != current.awayAfter { set(Self.awayAfterKey, UInt32(settings.awayAfter)) }
        if settings.whenAway != current.whenAway { set(Self.whenAwayKey, settings.whenAway.rawValue) }
        if settings.syncFolder != current.syncFolder { set(Self.syncFolderKey, settings.syncFolder) }
        if settings.machineName != current.machineName { set(Self.machineNameKey, settings.machineName) }
        if settings.pausesOnLock != current.pausesOnLock { set(Self.onLockKey, settings.pausesOnLock ? "pause" : "keep-running") }
        if settings.timeStyle.precision != current.timeStyle.precision {
            set(Self.precisionKey, settings.timeStyle.precision.rawValue)
        }
        if settings.timeStyle.bigNumber != current.timeStyle.bigNumber {
            set(Self.bigNumberKey, settings.timeStyle.bigNumber.rawValue)
        }
    }

    /// The name the other machines of a sync folder show for this one: the one chosen in
    /// `settings`, or the host name.
    public static func machineName(of settings: AppSettings) -> String {
        settings.machineName.isEmpty ? String(cString: g_get_host_name()) : settings.machineName
    }

    /// The sync folder `value` names: an absolute path (a leading `~/` is the home folder), or
    /// `""`, none; `nil` for anything else (a relative path would depend on where the app
    /// was started), or a path no file system takes.
    static func syncFolder(_ value: String) -> String? {
        var path = value
        if path.hasPrefix("~/") { path = String(cString: g_get_home_dir()) + path.dropFirst(1) }
        guard AppSettings.isSyncFolder(path) else { return nil }
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        return path
    }

    /// A string key's value, or `nil` without the key.
    private func string(_ key: String) -> String? {
        guard let settings, hasKey(key), let value = g_settings_get_string(settings, key) else { return nil }
        defer { g_free(value) }
        return String(cString: value)
    }

    /// A value the app does not know (written by hand, or by a newer version): said in the
    /// log once, and the default used.
    private func refuse(_ value: String, of key: String, choices: String, using fallback: String) {
        guard refused.insert(key + "=" + value).inserted else { return }
        logger.warning("GSettings \(key) is '\(value)', not \(choices): \(fallback) is used")
    }

    private func set(_ key: String, _ value: Bool) {
        guard let settings, hasKey(key), g_settings_set_boolean(settings, key, value ? 1 : 0) != 0 else {
            logger.warning("GSettings did not take \(key); the setting holds until the app quits")
            return
        }
    }

    private func set(_ key: String, _ value: UInt32) {
        guard let settings, hasKey(key), g_settings_set_uint(settings, key, value) != 0 else {
            logger.warning("GSettings did not take \(key); the setting holds until the app quits")
            return
        }
    }

    private func set(_ key: String, _ value: String) {
        guard let settings, hasKey(key), g_settings_set_string(settings, key, value) != 0 else {
            logger.warning("GSettings did not take \(key); the setting holds until the app quits")
            return
        }
    }

    private func changed() {
        changes.notify(load())
    }

    /// Whether the schema found has `key`: an older one may not, and GSettings aborts on a key
    /// its schema lacks.
    private func hasKey(_ key: String) -> Bool {
        schema.map { g_settings_schema_has_key($0, key) != 0 } ?? false
    }

    /// The installed schema, or the one a development build compiled; `nil`, said once in the
    /// log, when there is neither.
    private static func findSchema(logger: Logger) -> OpaquePointer? {
        if let source = g_settings_schema_source_get_default(), let schema = g_settings_schema_source_lookup(source, schemaID, 1) {
            return schema
        }
        if let folder = developmentFolder() {
            var error: UnsafeMutablePointer<GError>?
            let source = g_settings_schema_source_new_from_directory(folder, g_settings_schema_source_get_default(), 0, &error)
            if let error { g_error_free(error) }
            if let source {
                defer { g_settings_schema_source_unref(source) }
                if let schema = g_settings_schema_source_lookup(source, schemaID, 0) { return schema }
            }
        }
        logger.warning(
            "The settings schema \(schemaID) is not installed: the defaults are used, and changes last until the app quits")
        return nil
    }

    /// The checkout's `.build/schemas`, for a binary built in it (`make` compiles the schema).
    private static func developmentFolder() -> String? {
        guard let folder = LocalFile.checkoutBuildFolder.map({ $0 + "/schemas" }) else { return nil }
        return LocalFile.isRegular(folder + "/gschemas.compiled") ? folder : nil
    }
}
