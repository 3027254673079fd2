/// What the app as a whole shows around its screens, one slice a part: which screen and its
/// names (``ScreenStack``), the window's title (``WindowPresence``), which commands apply
/// (``AvailableCommands``), the notice (``UndoNotice``), the banner (``SavingBanner``), the
/// settings (``SettingsModel``), the window's mode (``WindowMode``), mending's dialog and
/// editor (``MendingViewModel``), the Preferences window (``PreferencesViewModel``), the
/// Alerts window (``AlertsViewModel``), the Goal dialog (``GoalsViewModel``) and the banner of an alert reached (``AlertTelling``).
public struct AppViewState: Equatable, Sendable {
    public var screen = ShownScreen(route: .home, title: "", label: "")
    public var window = WindowTitle()
    public var commands = CommandAvailability()
    /// "Stopwatch reset · Undo", for ten seconds; `nil` otherwise.
    public var notice: Notice?
    public var banner = BannerViewState()
    public var settings = AppSettings.defaults
    public var mode = WindowModeViewState()
    public var mending = MendingViewState()
    /// The Mend Session dialog, while it is open.
    public var sessionMend: SessionMendViewState?
    /// The Preferences window, while it is open.
    public var preferences: PreferencesViewState?
    /// The Alerts window, while it is open.
    public var alerts: AlertsViewState?
    /// The Goal dialog, while it is open.
    public var goalDialog: GoalDialogViewState?
    /// The last alert reached, until its banner is closed.
    public var alert: AlertBanner?
    /// "You were away 12 min while Writing ran", until answered.
    public var away: AwayQuestion?

    /// Nothing yet: the state before the first is made, and what the parts' slices are
    /// written over (``SlicePublishing``).
    static let empty = AppViewState()

    /// The screen shown.
    public var route: Route { screen.route }

    /// Whether `command` applies now.
    public func allows(_ command: AppCommand) -> Bool {
        commands.allows(command)
    }

    /// Whether the switch `command` is on (a menu's check mark); `false` for a command that
    /// is no switch.
    public func isOn(_ command: AppCommand) -> Bool {
        switch command {
        case .preferences(let command):
            switch command {
            case .toggleShowInPanel: settings.showsInPanel
            case .show, .close, .choose, .chooseSyncFolder, .forgetMachine, .takeNewMachineID: false
            }
        case .mode(let command):
            switch command {
            case .toggleCompact: mode.isCompact
            case .toggleFullScreen: mode.isFullScreen
            case .leaveFullScreen: false
            }
        case .stopwatch, .targeted, .notice, .screen, .session, .history, .sharing, .totals, .list, .mend, .alerts, .goal,
            .dismissAlert, .away, .sayTime, .quit:
            false
        }
    }
}
