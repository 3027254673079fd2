import StopwatchPresentation

/// Settings kept in memory: what was saved, and how often.
@MainActor
public final class InMemorySettings: SettingsDataSource {
    /// The settings saved last; `nil` before the first save (a first run).
    public private(set) var saved: AppSettings?
    public private(set) var saveCount = 0

    public init(saved: AppSettings? = nil) {
        self.saved = saved
    }

    public func load() -> AppSettings {
        saved ?? .defaults
    }

    public func save(_ settings: AppSettings) {
        saved = settings
        saveCount += 1
    }
}
