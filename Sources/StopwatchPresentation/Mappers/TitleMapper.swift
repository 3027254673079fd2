import StopwatchCore

/// The window's title and the title of each screen.
@MainActor
public struct TitleMapper: Sendable {
    private let timeMapper = ElapsedTimeMapper()
    private let name, laps, history, totals, home, stopwatches: String

    public init(localizer: Localizer = SourceLocalizer()) {
        name = localizer.translate("Stopwatch")
        laps = localizer.translate("Laps")
        history = localizer.translate("History")
        totals = localizer.translate("Totals")
        // TRANSLATORS: the name of the stopwatch's main screen, as a screen reader says it.
        home = localizer.translate("Home")
        stopwatches = localizer.translate("Stopwatches")
    }

    /// "Stopwatch"; once started and with `showsTime` (the window is not the active one), the
    /// elapsed time to the second, "01:23 — Stopwatch", so a task switcher shows it. Changes
    /// once a second at most.
    public func windowTitle(status: StopwatchStatus, elapsed: Duration, showsTime: Bool = true) -> String {
        guard status != .initial, showsTime else { return name }
        return timeMapper.wholeSecondsText(for: elapsed) + " \u{2014} " + name
    }

    /// The name of the screen `route` for assistive technology, said when the focus enters
    /// it: "Home", "Laps", "History", a session's date.
    public func screenLabel(_ route: Route, sessionTitle: String, stopwatchName: String? = nil) -> String {
        route == .home
            ? stopwatchName.map { home + ", " + $0 } ?? home : screenTitle(route, sessionTitle: sessionTitle, stopwatchName: stopwatchName)
    }

    /// The title over the screen `route`; `sessionTitle` for a past session's, `stopwatchName`
    /// the current stopwatch's when there are several (Home and Laps say whose they are).
    public func screenTitle(_ route: Route, sessionTitle: String, stopwatchName: String? = nil) -> String {
        switch route {
        case .home: stopwatchName ?? name
        case .stopwatches: stopwatches
        case .laps: stopwatchName.map { laps + " \u{2014} " + $0 } ?? laps
        case .history: history
        case .totals: totals
        case .session: sessionTitle
        }
    }
}
