/// One line of a machine's sessions file in a sync folder (ARCHITECTURE.md, "On every
/// machine"): a session it closed, or one it removed from its history after (an undone reset,
/// a session deleted), or a mend it made of any machine's past session (ARCHITECTURE.md,
/// "Mends"). Files are only appended to, so a removal is a line of its own.
public enum SyncRecord: Equatable, Sendable {
    case session(MachineSession)
    case removed(SessionID)
    case mend(SessionMend)
}

extension SyncRecord {
    /// The session of the writing machine the line is about (a mend's: of whichever machine).
    public var sessionID: SessionID {
        switch self {
        case .session(let session): session.id
        case .removed(let id): id
        case .mend(let mend): mend.session.id
        }
    }
}
