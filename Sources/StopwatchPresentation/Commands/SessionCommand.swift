import StopwatchCore

/// What is done to a past session (``SessionViewModel``).
public enum SessionCommand: Hashable, Sendable {
    /// Open one past session on a screen of its own.
    case open(SessionID)
    /// Delete the past session shown (undoable).
    case delete
    /// Open the Mend Session dialog for the past session shown.
    case mend
    /// Open the Add Session dialog: a session not timed, added by hand (from History).
    case add
    /// What the Mend Session dialog was given: mend the session so (undoable).
    case applyMend(SessionMendInput)
    /// Close the Mend Session dialog; nothing changes.
    case cancelMend
    /// Trim the session the last mend would have met, as the dialog offers, and mend again.
    case trimMet

    public var name: String {
        switch self {
        case .open: "open-session"
        case .delete: "delete-session"
        case .mend: "mend-session"
        case .add: "add-session"
        case .applyMend: "apply-session-mend"
        case .cancelMend: "cancel-session-mend"
        case .trimMet: "trim-met-session"
        }
    }

    /// Whether it shows another screen than Home.
    var leavesHome: Bool {
        switch self {
        case .open: true
        case .delete, .mend, .add, .applyMend, .cancelMend, .trimMet: false
        }
    }
}

extension SessionCommand {
    /// Whether the Mend Session dialog's part (``SessionMendingViewModel``) does it.
    var isMend: Bool {
        switch self {
        case .mend, .add, .applyMend, .cancelMend, .trimMet: true
        case .open, .delete: false
        }
    }
}
