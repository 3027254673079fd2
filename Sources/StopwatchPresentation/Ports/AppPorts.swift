import StopwatchCore

/// The plugins a frontend may give the app ViewModel beyond its navigator and platform
/// services, each optional: a frontend without a desktop around it (the terminal, a test)
/// leaves out what it has not.
public struct AppPorts {
    /// Power saving, which slows the frames.
    public var powerMonitor: PowerProfileMonitor?
    /// The notification while the window is out of sight.
    public var notifications: NotificationService?
    /// A screen reader's voice.
    public var announcer: AnnouncementService?
    /// The ticker, told when the window can be seen.
    public var ticker: TickVisibility?
    /// The desktop's panel (the tray or top bar).
    public var panelItems: PanelItemService?
    /// Where the menu's settings are kept.
    public var settings: SettingsDataSource?
    /// What keeps the screen awake while a stopwatch runs.
    public var screenInhibitor: ScreenInhibitor?
    /// Whether the screen is locked.
    public var screenLock: ScreenLockMonitor?
    /// Whether the person is at the computer (the desktop's idle service).
    public var idleMonitor: IdleMonitor?
    /// Where scripts hear of an away that ended (the app's D-Bus interface).
    public var awaySignals: AwayBroadcasting?
    /// Where a call from outside that did nothing is told.
    public var logger: Logger?
    /// The sound of an alert reached.
    public var alertSound: AlertSoundPlayer?
    /// Where scripts hear of an alert reached (the app's D-Bus interface).
    public var alertSignals: AlertBroadcasting?
    /// What the other machines of a sync folder are doing, and the wall clock their times
    /// are reckoned on (the host's, with a sync folder).
    public var otherMachines: OtherMachinesWatching?
    public var wallClock: WallClock?
    /// This machine's id in the sync folder, renewed when the user asks (the host's).
    public var machineID: MachineIDRenewing?

    public init(
        powerMonitor: PowerProfileMonitor? = nil, notifications: NotificationService? = nil,
        announcer: AnnouncementService? = nil, ticker: TickVisibility? = nil, panelItems: PanelItemService? = nil,
        settings: SettingsDataSource? = nil, screenInhibitor: ScreenInhibitor? = nil, screenLock: ScreenLockMonitor? = nil,
        logger: Logger? = nil, alertSound: AlertSoundPlayer? = nil, alertSignals: AlertBroadcasting? = nil,
        idleMonitor: IdleMonitor? = nil, awaySignals: AwayBroadcasting? = nil, otherMachines: OtherMachinesWatching? = nil,
        wallClock: WallClock? = nil, machineID: MachineIDRenewing? = nil
    ) {
        self.machineID = machineID
        self.otherMachines = otherMachines
        self.wallClock = wallClock
        self.idleMonitor = idleMonitor
        self.awaySignals = awaySignals
        self.alertSound = alertSound
        self.alertSignals = alertSignals
        self.screenInhibitor = screenInhibitor
        self.screenLock = screenLock
        self.powerMonitor = powerMonitor
        self.notifications = notifications
        self.announcer = announcer
        self.ticker = ticker
        self.panelItems = panelItems
        self.settings = settings
        self.logger = logger
    }
}
