import StopwatchCore

/// Everything a user can ask the app to do, from any frontend: a button, a key, a menu, the
/// terminal, or D-Bus. Frontends turn their input into these and send them to the
/// ``AppViewModel``, which hands each to the one part that owns its family.
///
/// A family is the part's own command type, so the part declares what it owns, and a
/// command added to a family that one place forgets (its name, its title, whether it
/// applies) does not compile: every switch over commands is total.
public enum AppCommand: Hashable, Sendable {
    /// The current stopwatch: start, pause, resume, lap, reset (``StopwatchControl``).
    case stopwatch(StopwatchCommand)
    /// A stopwatch a name or an id targets, from outside: `lap-stopwatch 'Tea'`
    /// (``BusControl``, which answers a call that does nothing).
    case targeted(StopwatchCommand, String)
    /// The undo notice (``UndoNotice``).
    case notice(NoticeCommand)
    /// The screens and the windows over them (``ScreenStack``).
    case screen(ScreenCommand)
    /// A past session (``SessionViewModel``).
    case session(SessionCommand)
    /// Which past sessions History lists (``HistoryViewModel``).
    case history(HistoryCommand)
    /// What the Totals screen sums, and its export (``TotalsViewModel``).
    case totals(TotalsScreenCommand)
    /// The laps shown, copied or exported (``LapsSharing``).
    case sharing(SharingCommand)
    /// The list of stopwatches (``StopwatchListViewModel``).
    case list(StopwatchListCommand)
    /// Mending a mistake (``MendingViewModel``).
    case mend(MendCommand)
    /// The Preferences window and the menu's switches (``PreferencesViewModel``).
    case preferences(PreferencesCommand)
    /// Full screen and the compact window (``WindowMode``).
    case mode(WindowModeCommand)
    /// The current stopwatch's alerts and their window (``AlertsViewModel``).
    case alerts(AlertCommand)
    /// The current stopwatch's goal, set from outside (``GoalsViewModel``).
    case goal(GoalCommand)
    /// Close the banner of an alert reached (``AlertTelling``).
    case dismissAlert
    /// Answer "You were away 12 min while Writing ran" (``AwayWatch``).
    case away(AwayCommand)
    /// Say the time and the lap, for a screen reader user (``AnnouncementViewModel``).
    case sayTime
    /// End the app, its state saved (``BackgroundViewModel``, which keeps the app's lifetime).
    case quit

    /// Its stable name: the D-Bus action `app.NAME` and the command line's word for it.
    public var name: String {
        switch self {
        case .stopwatch(let command): command.name
        case .targeted(let command, _): command.name + "-stopwatch"
        case .notice(let command): command.name
        case .screen(let command): command.name
        case .session(let command): command.name
        case .history(let command): command.name
        case .sharing(let command): command.name
        case .totals(let command): command.name
        case .list(let command): command.name
        case .mend(let command): command.name
        case .preferences(let command): command.name
        case .mode(let command): command.name
        case .alerts(let command): command.name
        case .goal(let command): command.name
        case .dismissAlert: "dismiss-alert"
        case .away(let command): command.name
        case .sayTime: "say-time"
        case .quit: "quit"
        }
    }

    /// Whether it works a stopwatch itself (start, pause, lap, reset, a correction): from
    /// outside the window (a global key, a notification, D-Bus) it applies whatever screen is
    /// shown; a key in the window sends it only on the screens that show the stopwatch.
    public var isStopwatchCommand: Bool {
        switch self {
        case .stopwatch, .targeted: true
        case .mend(let command): command.isCorrection || command == .askWhen
        case .notice, .screen, .session, .history, .sharing, .totals, .list, .preferences, .mode, .alerts, .goal, .dismissAlert,
            .away, .sayTime, .quit:
            false
        }
    }

    /// Whether a key without modifiers sends it (Space, L, T, 1…9…): such a key goes first to
    /// whatever has the focus (Space presses a focused button), and only a key nobody took
    /// sends the command.
    public var isSentByPlainKey: Bool {
        switch self {
        case .stopwatch, .away, .sayTime, .history(.nextFilter): true
        case .totals(let command):
            if case .by = command { true } else { false }
        case .list(let command): command.isSwitchToPosition
        case .mend(let command): command.isCorrection || command == .askWhen
        case .targeted, .notice, .screen, .session, .history(.filter), .sharing, .preferences, .mode, .alerts, .goal, .dismissAlert,
            .quit:
            false
        }
    }

    /// Whether it shows another screen than Home (which the compact window and full screen
    /// do not have).
    public var leavesHome: Bool {
        switch self {
        case .screen(let command): command.leavesHome
        case .session(let command): command.leavesHome
        case .list(let command): command.leavesHome
        case .stopwatch, .targeted, .notice, .history, .sharing, .totals, .mend, .preferences, .mode, .alerts, .goal, .dismissAlert,
            .away, .sayTime, .quit:
            false
        }
    }
}
