/// Going from screen to screen, and the windows shown over them (``ScreenStack``).
public enum ScreenCommand: Hashable, Sendable, CaseIterable {
    /// Show every lap (three or more).
    case showLaps
    /// Show past sessions.
    case showHistory
    /// Back to the previous screen.
    case back
    case showShortcuts
    case showAbout

    public var name: String {
        switch self {
        case .showLaps: "show-laps"
        case .showHistory: "history"
        case .back: "back"
        case .showShortcuts: "shortcuts"
        case .showAbout: "about"
        }
    }

    /// Whether it shows another screen than Home.
    var leavesHome: Bool {
        switch self {
        case .showLaps, .showHistory: true
        case .back, .showShortcuts, .showAbout: false
        }
    }
}
