/// What the user chose in the app's menu and the app keeps across runs.
public struct AppSettings: Equatable, Sendable {
    /// "Show in Panel": the stopwatch in the desktop's tray or top bar (ARCHITECTURE.md, "In the panel").
    public var showsInPanel: Bool

    public init(showsInPanel: Bool = true) {
        self.showsInPanel = showsInPanel
    }

    /// What a first run, or unreadable settings, start with.
    public static let defaults = AppSettings()
}
