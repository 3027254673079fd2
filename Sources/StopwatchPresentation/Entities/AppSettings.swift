/// What the user chose in the app's menu and its Preferences window, kept across runs.
public struct AppSettings: Equatable, Sendable {
    /// "Show in Panel": the stopwatch in the desktop's tray or top bar (ARCHITECTURE.md, "In the panel").
    public var showsInPanel: Bool
    /// "Keep the screen awake while a stopwatch runs" (``AwakeKeeper``): off unless chosen.
    public var keepsAwake: Bool
    /// "When the screen locks": pause the running stopwatches (``ScreenLockPolicy``), or keep
    /// them running (the default).
    public var pausesOnLock: Bool
    /// How finely times are shown, and which is large (the Preferences window).
    public var timeStyle: TimeStyle
    /// Whether the window is the compact one: the time and two buttons.
    public var isCompact: Bool
    /// "Alert sound": an alert reached plays its sound (``AlertTelling``); on unless turned off.
    public var playsAlertSound: Bool

    public init(
        showsInPanel: Bool = true, keepsAwake: Bool = false, pausesOnLock: Bool = false, timeStyle: TimeStyle = .standard,
        isCompact: Bool = false, playsAlertSound: Bool = true
    ) {
        self.playsAlertSound = playsAlertSound
        self.showsInPanel = showsInPanel
        self.keepsAwake = keepsAwake
        self.pausesOnLock = pausesOnLock
        self.timeStyle = timeStyle
        self.isCompact = isCompact
    }

    /// What a first run, or unreadable settings, start with.
    public static let defaults = AppSettings()
}
