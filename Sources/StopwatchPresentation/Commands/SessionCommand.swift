import StopwatchCore

/// What is done to a past session (``SessionViewModel``).
public enum SessionCommand: Hashable, Sendable {
    /// Open one past session on a screen of its own.
    case open(SessionID)
    /// Delete the past session shown (undoable).
    case delete
    /// Open the Mend Session dialog for the past session shown.
    case mend
    /// Open the Mend Session dialog for a session of the History list, any machine's
    /// (`machine` `nil`: this machine's), without opening it.
    case mendListed(machine: MachineID?, id: SessionID)
    /// Open the Add Session dialog: a session not timed, added by hand (from History).
    case add
    /// What the Mend Session dialog was given: mend the session so (undoable).
    case applyMend(SessionMendInput)
    /// Close the Mend Session dialog; nothing changes.
    case cancelMend
    /// Trim the session the last mend would have met, as the dialog offers, and mend again.
    case trimMet
    /// Join the session of the Mend Session dialog and the next of its stopwatch: the gap
    /// between becomes a pause (undoable).
    case joinNext

    public var name: String {
        switch self {
        case .open: "open-session"
        case .delete: "delete-session"
        case .mend: "mend-session"
        case .mendListed: "mend-listed-session"
        case .add: "add-session"
        case .applyMend: "apply-session-mend"
        case .cancelMend: "cancel-session-mend"
        case .trimMet: "trim-met-session"
        case .joinNext: "join-next-session"
        }
    }

    /// Whether it shows another screen than Home.
    var leavesHome: Bool {
        switch self {
        case .open: true
        case .delete, .mend, .mendListed, .add, .applyMend, .cancelMend, .trimMet, .joinNext: false
        }
    }
}

extension SessionCommand {
    /// Whether the Mend Session dialog's part (``SessionMendingViewModel``) does it.
    var isMend: Bool {
        switch self {
        case .mend, .mendListed, .add, .applyMend, .cancelMend, .trimMet, .joinNext: true
        case .open, .delete: false
        }
    }

    /// A listed session as its action's target names it: `id` for this machine's,
    /// `machine_id:id` for another's (as `stopwatch --history --json` gives it).
    static func listedArgument(machine: MachineID?, id: SessionID) -> String {
        machine.map { "\($0.text):\(id.rawValue)" } ?? String(id.rawValue)
    }

    /// The command an action's target names (``listedArgument(machine:id:)``); `nil` for
    /// anything else.
    static func mendListed(argument: String) -> SessionCommand? {
        let parts = argument.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count <= 2, let last = parts.last, let id = Int64(last), id > 0 else { return nil }
        guard parts.count == 2 else { return .mendListed(machine: nil, id: SessionID(rawValue: id)) }
        return MachineID(parts[0]).map { .mendListed(machine: $0, id: SessionID(rawValue: id)) }
    }
}
