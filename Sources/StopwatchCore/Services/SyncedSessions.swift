/// One machine's sessions as the lines of its files say (ARCHITECTURE.md, "On every machine"):
/// the sessions it closed, less those it removed after, each once, whatever files the lines
/// came from. A sync engine's conflict copy of a file holds lines the file also holds, or lines
/// it lost: merged by session id, nothing is lost and nothing counted twice.
///
/// Lines are applied in the order read, a file before its conflict copies: of two different
/// lines with the same session id (a file edited by hand), the first stays. A removal holds
/// whichever comes first, the session or its removal.
public struct SyncedSessions: Equatable, Sendable {
    public private(set) var sessions: [SessionID: MachineSession] = [:]
    public private(set) var removed: Set<SessionID> = []

    public init() {}

    /// Takes in `record`; whether it changed what the sessions are.
    @discardableResult
    public mutating func apply(_ record: SyncRecord) -> Bool {
        switch record {
        case .session(let session):
            guard !removed.contains(session.id), sessions[session.id] == nil else { return false }
            sessions[session.id] = session
            return true
        case .removed(let id):
            guard removed.insert(id).inserted else { return false }
            return sessions.removeValue(forKey: id) != nil
        }
    }

    /// The sessions, newest first (by start, then by id, so that the order is the same on every
    /// machine).
    public var newestFirst: [MachineSession] {
        sessions.values.sorted { ($0.startedAt, $0.id) > ($1.startedAt, $1.id) }
    }
}
