/// What the history keeps for the sync folder (ARCHITECTURE.md, "On every machine"): the
/// records waiting to be written there, in order, and whether this machine made its own
/// folder there. Called where ``SyncFolderDelivery`` runs: the history's thread.
public protocol SyncOutboxStore: AnyObject {
    /// The records waiting, oldest first, at most `limit`, each with its place: a session
    /// stored (`nil` when it is gone since) or removed, as written by `machine`.
    func waitingRecords(limit: Int, machine: MachineID) throws -> [(seq: Int64, record: SyncRecord?)]
    /// The records up to `seq` are written: out of the outbox.
    func sent(through seq: Int64) throws
    /// Whether this machine made its own folder in `folder` as `machine`.
    func ownFolderMade(in folder: String, as machine: MachineID) throws -> Bool
    /// Keeps that it did.
    func noteOwnFolderMade(in folder: String, as machine: MachineID) throws
}
