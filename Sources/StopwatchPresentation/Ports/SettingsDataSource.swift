import StopwatchCore

/// Where the app's settings are kept between runs (GSettings on the desktop).
@MainActor
public protocol SettingsDataSource: AnyObject {
    /// The settings saved; ``AppSettings/defaults`` when there are none or they cannot be
    /// read (the adapter says why in the log).
    func load() -> AppSettings
    /// Keeps `settings` for the next run (a failure is logged: the setting holds for this run).
    func save(_ settings: AppSettings)
    /// Told the settings each time they change: from outside the app (another program,
    /// `gsettings set`), or saved by the app itself.
    var changes: ObserverList<AppSettings> { get }
}
