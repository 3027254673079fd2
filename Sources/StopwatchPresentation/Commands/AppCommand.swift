import StopwatchCore

/// Everything a user can ask the app to do, from any frontend: a button, a key, a menu, the
/// terminal, or D-Bus. Frontends turn their input into these and send them to the
/// ``AppViewModel``, which decides whether and how each applies on the screen shown.
public enum AppCommand: Hashable, Sendable {
    /// Start, pause or resume, whichever applies.
    case toggle
    case lap
    /// End the paused session (it goes to the history; undoable).
    case reset
    /// Undo the reset or deletion the notice shows.
    case undo
    /// Hide the notice.
    case dismissNotice
    /// Say the time and the lap, for a screen reader user (the display is in front of the
    /// others).
    case sayTime
    /// Show every lap (three or more).
    case showLaps
    /// Show past sessions.
    case showHistory
    /// Open one past session.
    case openSession(SessionID)
    /// Back to the previous screen.
    case back
    /// Copy the laps shown (the stopwatch's, or a past session's) as a plain-text table.
    case copyLaps
    /// Save the laps shown as a CSV file.
    case exportLaps
    /// Delete the past session shown (undoable).
    case deleteSession
    case showShortcuts
    case showAbout
    /// Switch "Show in Panel" (the stopwatch in the desktop's tray or top bar) on or off.
    case showInPanel
    case quit
    /// Add a stopwatch, and make it current.
    case newStopwatch
    /// Edit the current stopwatch's name in its row (with two or more).
    case renameStopwatch
    /// The name typed for the stopwatch being renamed.
    case nameStopwatch(String)
    /// Stop renaming; the old name stays.
    case cancelRename
    /// Remove the current stopwatch (undoable).
    case removeStopwatch
    /// Make the stopwatch `id` current.
    case selectStopwatch(StopwatchID)
    /// Make the stopwatch at this position (from 1) current: Alt+1…9.
    case switchToStopwatch(Int)
    case nextStopwatch
    case previousStopwatch
    /// Move the current stopwatch one place up or down the list.
    case moveStopwatchUp
    case moveStopwatchDown
    /// The list of stopwatches as a screen of its own (a narrow window).
    case showStopwatches
    /// Start, pause or resume the stopwatch a name or an id targets, from outside.
    case toggleStopwatch(String)
    /// Lap the stopwatch a name or an id targets, from outside.
    case lapStopwatch(String)
    /// Reset the stopwatch a name or an id targets, from outside (undoable).
    case resetStopwatch(String)
    /// Open the Adjust Time dialog for the current stopwatch.
    case openTimeAdjustment
    /// What the Adjust Time dialog was given: apply it (undoable).
    case applyTimeAdjustment(TimeAdjustmentInput)
    /// Close the Adjust Time dialog; nothing changes.
    case cancelTimeAdjustment
    /// Add milliseconds to the current stopwatch's time (negative: take away; undoable).
    case adjustTime(milliseconds: Int64)
    /// Remove lap `number` (1 is the first) of the current stopwatch (undoable).
    case removeLap(Int)
    /// Edit the note of lap `number` of the current stopwatch in its row.
    case editLapNote(Int)
    /// Give lap `number` of the current stopwatch a note (an empty one takes it away).
    case noteLap(Int, String)
    /// Stop editing a lap's note; the old note stays.
    case cancelLapNote
    /// Open the Preferences window.
    case showPreferences
    /// Close the Preferences window (what was chosen is kept as it was chosen).
    case closePreferences
    /// Make a choice of the Preferences window (kept in the settings at once).
    case choosePreference(Preference)
    /// Switch the compact window (just the time and the two buttons) on or off; remembered.
    case toggleCompact
    /// The running time filling the screen, or the window again.
    case toggleFullScreen
    /// Leave full screen (Escape).
    case leaveFullScreen

    /// Every command that takes no argument, in menu order.
    public static let withoutArguments: [AppCommand] = [
        .toggle, .lap, .reset, .undo, .dismissNotice, .sayTime, .showLaps, .showHistory, .back,
        .copyLaps, .exportLaps, .deleteSession, .showShortcuts, .showAbout, .showInPanel, .quit,
        .newStopwatch, .renameStopwatch, .cancelRename, .removeStopwatch, .nextStopwatch, .previousStopwatch, .moveStopwatchUp,
        .moveStopwatchDown, .showStopwatches, .openTimeAdjustment, .cancelTimeAdjustment, .cancelLapNote, .showPreferences,
        .closePreferences, .toggleCompact, .toggleFullScreen, .leaveFullScreen,
    ]

    /// The stopwatch commands that take a target from outside, each with the command it
    /// targets: `lap-stopwatch 'Tea'` laps "Tea" as `lap` laps the current one.
    public static let targeted: [(name: String, command: AppCommand, make: @Sendable (String) -> AppCommand)] = [
        ("toggle-stopwatch", .toggle, { .toggleStopwatch($0) }),
        ("lap-stopwatch", .lap, { .lapStopwatch($0) }),
        ("reset-stopwatch", .reset, { .resetStopwatch($0) }),
    ]

    /// Whether it works the stopwatch itself (start, pause, lap, reset): from outside the
    /// window (a global key, a notification, D-Bus) it applies whatever screen is shown; a
    /// key in the window sends it only on the screens that show the stopwatch.
    public var isStopwatchCommand: Bool {
        if case .adjustTime = self { return true }
        return self == .toggle || self == .lap || self == .reset
    }

    /// Whether a key without modifiers sends it (Space, L, T…): such a key goes first to
    /// whatever has the focus (Space presses a focused button), and only a key nobody took
    /// sends the command.
    public var isSentByPlainKey: Bool {
        if case .switchToStopwatch = self { return true }
        return isStopwatchCommand || self == .sayTime
    }

    /// Whether it switches a setting on or off: a menu shows it with a check mark, from
    /// ``AppViewState/isOn(_:)``.
    public var isSetting: Bool {
        self == .showInPanel || self == .toggleCompact || self == .toggleFullScreen
    }

    /// Whether it shows another screen than Home (which the compact window does not have).
    public var leavesHome: Bool {
        switch self {
        case .showLaps, .showHistory, .openSession, .showStopwatches: true
        default: false
        }
    }

    /// The name of ``openSession(_:)``, whichever session it opens.
    public static let openSessionName = "open-session"
    /// The names of the commands with an argument that frontends bind.
    public static let nameStopwatchName = "name-stopwatch"
    public static let selectStopwatchName = "select-stopwatch"
    public static let switchToStopwatchName = "switch-to-stopwatch"
    public static let adjustTimeName = "adjust-time"
    public static let removeLapName = "remove-lap"
    public static let editLapNoteName = "edit-lap-note"
    public static let noteLapName = "note-lap"
    public static let choosePreferenceName = "choose-preference"

    /// Its stable name: the D-Bus action `app.NAME` and the command line's word for it.
    public var name: String {
        switch self {
        case .toggle: "toggle"
        case .lap: "lap"
        case .reset: "reset"
        case .undo: "undo"
        case .dismissNotice: "dismiss-notice"
        case .sayTime: "say-time"
        case .showLaps: "show-laps"
        case .showHistory: "history"
        case .openSession: Self.openSessionName
        case .back: "back"
        case .copyLaps: "copy-laps"
        case .exportLaps: "export-laps"
        case .deleteSession: "delete-session"
        case .showShortcuts: "shortcuts"
        case .showAbout: "about"
        case .showInPanel: "show-in-panel"
        case .quit: "quit"
        case .newStopwatch: "new-stopwatch"
        case .renameStopwatch: "rename-stopwatch"
        case .nameStopwatch: Self.nameStopwatchName
        case .cancelRename: "cancel-rename"
        case .removeStopwatch: "remove-stopwatch"
        case .selectStopwatch: Self.selectStopwatchName
        case .switchToStopwatch: Self.switchToStopwatchName
        case .nextStopwatch: "next-stopwatch"
        case .previousStopwatch: "previous-stopwatch"
        case .moveStopwatchUp: "move-stopwatch-up"
        case .moveStopwatchDown: "move-stopwatch-down"
        case .showStopwatches: "show-stopwatches"
        case .toggleStopwatch: "toggle-stopwatch"
        case .lapStopwatch: "lap-stopwatch"
        case .resetStopwatch: "reset-stopwatch"
        case .openTimeAdjustment: "open-adjust-time"
        case .applyTimeAdjustment: "apply-time-adjustment"
        case .cancelTimeAdjustment: "cancel-time-adjustment"
        case .adjustTime: Self.adjustTimeName
        case .removeLap: Self.removeLapName
        case .editLapNote: Self.editLapNoteName
        case .noteLap: Self.noteLapName
        case .cancelLapNote: "cancel-lap-note"
        case .showPreferences: "preferences"
        case .closePreferences: "close-preferences"
        case .choosePreference: Self.choosePreferenceName
        case .toggleCompact: "compact"
        case .toggleFullScreen: "fullscreen"
        case .leaveFullScreen: "leave-fullscreen"
        }
    }
}
