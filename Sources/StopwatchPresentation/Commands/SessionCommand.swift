import StopwatchCore

/// What is done to a past session (``SessionViewModel``).
public enum SessionCommand: Hashable, Sendable {
    /// Open one past session on a screen of its own.
    case open(SessionID)
    /// Delete the past session shown (undoable).
    case delete

    public var name: String {
        switch self {
        case .open: "open-session"
        case .delete: "delete-session"
        }
    }

    /// Whether it shows another screen than Home.
    var leavesHome: Bool {
        switch self {
        case .open: true
        case .delete: false
        }
    }
}
