import StopwatchCore

/// One other machine's records kept in memory, doing what ``OtherMachinesMerge`` decides, as
/// the SQLite history's tables do: the in-memory history keeps one a machine.
public struct InMemoryMachineRecords: OtherMachineRecords {
    public private(set) var sessions: [SessionID: MachineSession] = [:]
    public private(set) var removed: Set<SessionID> = []
    /// This machine's own sessions, which the merge does not count twice.
    public var own: (MachineSession) -> Bool

    public init(own: @escaping (MachineSession) -> Bool = { _ in false }) {
        self.own = own
    }

    public func kept(_ id: SessionID) -> MachineSession? { sessions[id] }
    public func isRemoved(_ id: SessionID) -> Bool { removed.contains(id) }
    public func isOwn(_ session: MachineSession) -> Bool { own(session) }

    /// Takes in `records` as the merge decides; whether anything changed.
    @discardableResult
    public mutating func takeIn(_ records: [SyncRecord]) -> Bool {
        let decisions = OtherMachinesMerge.decisions(for: records, stored: self)
        for decision in decisions {
            switch decision {
            case .keep(let session): sessions[session.id] = session
            case .takeOut(let session): sessions[session.id] = nil
            case .holdRemoval(let id): removed.insert(id)
            }
        }
        return decisions.contains { if case .holdRemoval = $0 { false } else { true } }
    }
}
