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

    private var observers: [@MainActor (AppSettings) -> Void] = []

    /// Keeps `settings` and tells the observers, as GSettings does for the app's own writes.
    public func save(_ settings: AppSettings) {
        saved = settings
        saveCount += 1
        for observer in observers { observer(settings) }
    }

    public func observeChanges(_ handler: @escaping @MainActor (AppSettings) -> Void) {
        observers.append(handler)
    }

    /// Another program changes the settings (as `gsettings set` does): kept, and told.
    public func changeFromOutside(_ settings: AppSettings) {
        saved = settings
        for observer in observers { observer(settings) }
    }
}
