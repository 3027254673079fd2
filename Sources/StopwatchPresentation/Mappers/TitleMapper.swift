import StopwatchCore

/// The window's title and the title of each screen.
public struct TitleMapper: Sendable {
    private let localizer: Localizer
    private let timeMapper = ElapsedTimeMapper()

    public init(localizer: Localizer = SourceLocalizer()) {
        self.localizer = localizer
    }

    /// "Stopwatch" before a start; then the elapsed time to the second, "01:23 — Stopwatch",
    /// so a task switcher shows it. Changes once a second at most.
    public func windowTitle(status: StopwatchStatus, elapsed: Duration) -> String {
        let name = localizer.translate("Stopwatch")
        guard status != .initial else { return name }
        return timeMapper.wholeSecondsText(for: elapsed) + " \u{2014} " + name
    }

    /// The title over the screen `route`; `sessionTitle` for a past session's.
    public func screenTitle(_ route: Route, sessionTitle: String) -> String {
        switch route {
        case .home: localizer.translate("Stopwatch")
        case .laps: localizer.translate("Laps")
        case .history: localizer.translate("History")
        case .session: sessionTitle
        }
    }
}
