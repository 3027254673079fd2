import StopwatchCore

/// One other machine's records kept in memory, doing what ``OtherMachinesMerge`` decides, as
/// the SQLite history's tables do: the in-memory history keeps one a machine.
public struct InMemoryMachineRecords {
    public private(set) var sessions: [SessionID: MachineSession] = [:]
    public private(set) var removed: Set<SessionID> = []
    /// The mends the machine made, each once.
    public private(set) var mends: [SessionMend] = []
    /// This machine's own sessions, which the merge does not count twice.
    public var own: [SessionID: StoredMachineRecords.OwnSession]

    public init(own: [SessionID: StoredMachineRecords.OwnSession] = [:]) {
        self.own = own
    }

    /// What the merge is told this store holds.
    public var stored: StoredMachineRecords { StoredMachineRecords(kept: sessions, removed: removed, own: own) }

    /// Takes in `records` as the merge decides; whether anything changed.
    @discardableResult
    public mutating func takeIn(_ records: [SyncRecord]) -> Bool {
        let decisions = OtherMachinesMerge.decisions(for: records, stored: stored)
        for decision in decisions {
            switch decision {
            case .keep(let session): sessions[session.id] = session
            case .takeOut(let session): sessions[session.id] = nil
            case .holdRemoval(let id): removed.insert(id)
            case .keepMend(let mend): if !mends.contains(mend) { mends.append(mend) }
            }
        }
        return decisions.contains { if case .holdRemoval = $0 { false } else { true } }
    }
}
