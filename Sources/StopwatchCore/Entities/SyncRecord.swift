/// One line of a machine's sessions file in a sync folder (ARCHITECTURE.md, "On every
/// machine"): a session it closed, or one it removed from its history after (an undone reset,
/// a session deleted). Files are only appended to, so a removal is a line of its own.
public enum SyncRecord: Equatable, Sendable {
    case session(MachineSession)
    case removed(SessionID)
}

extension SyncRecord {
    /// The session the line is about.
    public var sessionID: SessionID {
        switch self {
        case .session(let session): session.id
        case .removed(let id): id
        }
    }
}
