/// What the app as a whole shows around its screens: which screen, the titles, which
/// commands apply, the notice, and whether the stopwatch is being saved.
public struct AppViewState: Equatable, Sendable {
    /// The screen shown.
    public var route: Route
    /// The commands without arguments that apply now.
    public var availableCommands: Set<AppCommand>
    /// Whether a past session can be opened now.
    public var canOpenSessions: Bool
    /// The window's title: the app's name; while the window is not the active one, the
    /// elapsed time to the second before it.
    public var windowTitle: String
    /// What the window is, for a screen reader: "Stopwatch, paused at 3.20 seconds. Space
    /// starts or pauses." Kept as it is while the window is active.
    public var windowDescription: String
    /// The title of the screen shown: "Stopwatch", "Laps", "History", a session's date.
    public var screenTitle: String
    /// The name of the screen shown, for assistive technology: "Home", "Laps", "History", a
    /// session's date.
    public var screenLabel: String
    /// "Stopwatch reset · Undo", for ten seconds; `nil` otherwise.
    public var notice: Notice?
    /// "Not saved: No space left on device" while saving fails or is off; `nil` otherwise.
    public var saveProblem: String?
    /// Said while another process owns the stopwatch and this one only watches it.
    public var readOnlyNotice: String?
    /// The one banner to show across the top, chosen: the save problem, else the read-only
    /// notice.
    public var banner: Banner?
    /// The settings of the app's menu ("Show in Panel").
    public var settings: AppSettings
    /// How many stopwatches there are.
    public var stopwatchCount: Int
    /// The Adjust Time dialog, while it is open.
    public var timeAdjustment: TimeAdjustmentViewState?
    /// The lap note being edited in its row, if any.
    public var noteEditor: LapNoteEditor?
    /// The Preferences window, while it is open.
    public var preferences: PreferencesViewState?
    /// Whether the window is the compact one: just the time and the two buttons.
    public var isCompact: Bool
    /// Whether the running time fills the screen.
    public var isFullScreen: Bool

    public init(
        route: Route, availableCommands: Set<AppCommand>, canOpenSessions: Bool, windowTitle: String,
        windowDescription: String = "", screenTitle: String, screenLabel: String = "", notice: Notice?, saveProblem: String?,
        readOnlyNotice: String? = nil, banner: Banner? = nil, settings: AppSettings = .defaults, stopwatchCount: Int = 1,
        timeAdjustment: TimeAdjustmentViewState? = nil, noteEditor: LapNoteEditor? = nil,
        preferences: PreferencesViewState? = nil, isCompact: Bool = false, isFullScreen: Bool = false
    ) {
        self.isFullScreen = isFullScreen
        self.isCompact = isCompact
        self.preferences = preferences
        self.timeAdjustment = timeAdjustment
        self.noteEditor = noteEditor
        self.stopwatchCount = stopwatchCount
        self.route = route
        self.availableCommands = availableCommands
        self.canOpenSessions = canOpenSessions
        self.windowTitle = windowTitle
        self.windowDescription = windowDescription
        self.screenTitle = screenTitle
        self.screenLabel = screenLabel
        self.notice = notice
        self.saveProblem = saveProblem
        self.readOnlyNotice = readOnlyNotice
        self.banner = banner
        self.settings = settings
    }

    /// Nothing yet: the state before the first is made.
    static let empty = AppViewState(
        route: .home, availableCommands: [], canOpenSessions: false, windowTitle: "", screenTitle: "",
        notice: nil, saveProblem: nil)

    /// Whether the setting `command` switches is on; `false` for a command that is no setting.
    public func isOn(_ command: AppCommand) -> Bool {
        switch command {
        case .showInPanel: settings.showsInPanel
        case .toggleCompact: isCompact
        case .toggleFullScreen: isFullScreen
        default: false
        }
    }

    /// Whether `command` applies now.
    public func allows(_ command: AppCommand) -> Bool {
        // The compact window and full screen show the time, no other screen.
        if isCompact || isFullScreen, command.leavesHome { return false }
        return switch command {
        case .openSession: canOpenSessions
        case .selectStopwatch: stopwatchCount > 1
        case .switchToStopwatch(let position): stopwatchCount > 1 && position >= 1 && position <= stopwatchCount
        case .nameStopwatch: availableCommands.contains(.cancelRename)
        // Targeted from outside: whatever the screen, unless the stopwatches are another's.
        case .toggleStopwatch, .lapStopwatch, .resetStopwatch: availableCommands.contains(.toggle)
        case .applyTimeAdjustment: availableCommands.contains(.cancelTimeAdjustment)
        case .closePreferences: preferences != nil
        case .leaveFullScreen: isFullScreen
        // A choice is the user's whatever the screen, and whoever owns the stopwatches.
        case .choosePreference: true
        // A lap number out of range is refused with its reason, not here.
        case .adjustTime, .removeLap, .editLapNote, .noteLap: availableCommands.contains(.toggle)
        default: availableCommands.contains(command)
        }
    }
}
