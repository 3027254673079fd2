/// Where the app's settings are kept between runs.
@MainActor
public protocol SettingsDataSource: AnyObject {
    /// The settings saved; ``AppSettings/defaults`` when there are none or they cannot be
    /// read (the adapter says why in the log).
    func load() -> AppSettings
    /// Keeps `settings` for the next run (a failure is logged: the setting holds for this run).
    func save(_ settings: AppSettings)
    /// Calls `handler` with the settings each time they change: from outside the app (another
    /// program, `gsettings set`), or saved by one of its parts (the Preferences window), so
    /// every part that follows a setting applies it at once. A part may hear its own save.
    func observeChanges(_ handler: @escaping @MainActor (AppSettings) -> Void)
}
