import StopwatchCore

/// The screens of the app.
public enum Route: Hashable, Sendable {
    case home
    /// Every lap; reachable only with three or more completed laps.
    case laps
    /// Past sessions, newest first.
    case history
    /// Where the time went: totals by day, week or month.
    case totals
    /// One past session and its laps.
    case session(SessionID)
    /// The list of stopwatches, as a screen of its own in a narrow window.
    case stopwatches

    /// Completed laps needed before the Laps screen can be shown.
    public static let minimumLapsForLapsScreen = 3

    /// Its screen, the same for every session.
    public var screen: Screen {
        switch self {
        case .home: .home
        case .laps: .laps
        case .history: .history
        case .totals: .totals
        case .session: .session
        case .stopwatches: .stopwatches
        }
    }

    /// The name of its screen (``Screen/name``).
    public var screenName: String { screen.name }

    /// Whether the stopwatch itself is on this screen (its time and its buttons).
    public var showsStopwatch: Bool {
        switch self {
        case .home, .laps: true
        case .history, .totals, .session, .stopwatches: false
        }
    }
}

/// The screens as pages: one for every session, where a ``Route`` names the session too.
public enum Screen: String, CaseIterable, Sendable {
    case home, laps, history, totals, session, stopwatches

    /// "home", "laps", "history", "totals", "session", "stopwatches": frontends name their pages with it, and logs
    /// show it.
    public var name: String { rawValue }
}
