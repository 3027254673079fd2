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
    /// "Away after" (``AwayWatch``): seconds without input, while a stopwatch runs, that make
    /// an away; 0 is off, and under ``shortestAwayAfter`` counts as that.
    public var awayAfter: Int
    /// "When away": ask (the default), take the time away, or keep it.
    public var whenAway: WhenAway
    /// "Sync folder" (ARCHITECTURE.md, "On every machine"): the folder a sync engine keeps the
    /// same on every machine, an absolute path; empty is none.
    public var syncFolder: String
    /// "This machine's name", as the other machines show it; empty is the host name.
    public var machineName: String

    /// The shortest away: a pause to read or think is no away.
    public static let shortestAwayAfter = 10
    /// The longest `away-after` kept: a day; more from outside is taken as this.
    public static let longestAwayAfter = 86_400

    public init(
        showsInPanel: Bool = true, keepsAwake: Bool = false, pausesOnLock: Bool = false, timeStyle: TimeStyle = .standard,
        isCompact: Bool = false, playsAlertSound: Bool = true, awayAfter: Int = 300, whenAway: WhenAway = .ask,
        syncFolder: String = "", machineName: String = ""
    ) {
        self.syncFolder = syncFolder
        self.machineName = machineName
        self.awayAfter = min(max(awayAfter, 0), Self.longestAwayAfter)
        self.whenAway = whenAway
        self.playsAlertSound = playsAlertSound
        self.showsInPanel = showsInPanel
        self.keepsAwake = keepsAwake
        self.pausesOnLock = pausesOnLock
        self.timeStyle = timeStyle
        self.isCompact = isCompact
    }

    /// Whether `path` may be the sync folder: absolute (a relative path would depend on where
    /// the app was started) and one a file system takes, or empty for none.
    public static func isSyncFolder(_ path: String) -> Bool {
        path.isEmpty || (path.hasPrefix("/") && path.utf8.count < 4096 && !path.utf8.contains(0))
    }

    /// What a first run, or unreadable settings, start with.
    public static let defaults = AppSettings()
}
