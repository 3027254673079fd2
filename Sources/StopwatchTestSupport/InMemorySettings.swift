import StopwatchCore
import StopwatchPresentation

/// Settings kept in memory: what was saved, and how often.
@MainActor
public final class InMemorySettings: SettingsDataSource {
    /// The settings saved last; `nil` before the first save (a first run).
    public private(set) var saved: AppSettings?
    public private(set) var saveCount = 0
    /// How many times the settings were loaded.
    public private(set) var loadCount = 0
    public let changes = ObserverList<AppSettings>()

    public init(saved: AppSettings? = nil) {
        self.saved = saved
    }

    public func load() -> AppSettings {
        loadCount += 1
        return saved ?? .defaults
    }

    /// Keeps `settings` and tells the observers, as GSettings does for the app's own writes.
    public func save(_ settings: AppSettings) {
        saved = settings
        saveCount += 1
        changes.notify(settings)
    }

    /// Another program changes the settings (as `gsettings set` does): kept, and told.
    public func changeFromOutside(_ settings: AppSettings) {
        saved = settings
        changes.notify(settings)
    }
}
