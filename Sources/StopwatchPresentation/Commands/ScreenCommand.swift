/// Going from screen to screen, and the windows shown over them (``ScreenStack``).
public enum ScreenCommand: Hashable, Sendable, CaseIterable {
    /// Show every lap (three or more).
    case showLaps
    /// Show past sessions.
    case showHistory
    /// Show where the time went: totals by day, week or month.
    case showTotals
    /// Back to the previous screen.
    case back
    case showShortcuts
    case showAbout

    public var name: String {
        switch self {
        case .showLaps: "show-laps"
        case .showHistory: "history"
        case .showTotals: "totals"
        case .back: "back"
        case .showShortcuts: "shortcuts"
        case .showAbout: "about"
        }
    }

    /// Whether it shows another screen than Home.
    var leavesHome: Bool {
        switch self {
        case .showLaps, .showHistory, .showTotals: true
        case .back, .showShortcuts, .showAbout: false
        }
    }
}
