import StopwatchCore

/// The window's title and the title of each screen.
public struct TitleMapper: Sendable {
    private let timeMapper = ElapsedTimeMapper()
    private let name, laps, history: String

    public init(localizer: Localizer = SourceLocalizer()) {
        name = localizer.translate("Stopwatch")
        laps = localizer.translate("Laps")
        history = localizer.translate("History")
    }

    /// "Stopwatch" before a start; then the elapsed time to the second, "01:23 — Stopwatch",
    /// so a task switcher shows it. Changes once a second at most.
    public func windowTitle(status: StopwatchStatus, elapsed: Duration) -> String {
        guard status != .initial else { return name }
        return timeMapper.wholeSecondsText(for: elapsed) + " \u{2014} " + name
    }

    /// The title over the screen `route`; `sessionTitle` for a past session's.
    public func screenTitle(_ route: Route, sessionTitle: String) -> String {
        switch route {
        case .home: name
        case .laps: laps
        case .history: history
        case .session: sessionTitle
        }
    }
}
