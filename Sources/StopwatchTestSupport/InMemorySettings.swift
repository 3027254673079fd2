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
    private let observers = ObserverList<AppSettings>()

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
        observers.notify(settings)
    }

    @discardableResult
    public func addObserver(_ observer: @escaping @MainActor (AppSettings) -> Void) -> ObserverToken {
        observers.add(observer)
    }

    public func removeObserver(_ token: ObserverToken) {
        observers.remove(token)
    }

    /// How many observers follow the settings now.
    public var observerCount: Int { observers.count }

    /// Another program changes the settings (as `gsettings set` does): kept, and told.
    public func changeFromOutside(_ settings: AppSettings) {
        saved = settings
        observers.notify(settings)
    }
}
