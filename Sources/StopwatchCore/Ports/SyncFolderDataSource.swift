/// A folder a sync engine keeps the same on every machine (ARCHITECTURE.md, "On every
/// machine"): this machine's records written there, the other machines' read from there.
///
/// Called on the history's thread only, one call at a time, never on the main loop: writing
/// syncs to the disk, and reading may meet a million lines.
public protocol SyncFolderDataSource: AnyObject {
    /// The folder, as the user chose it.
    var folder: String { get }
    /// This machine.
    var machine: MachineID { get }
    /// Appends `records` to this machine's sessions, in order, synced to the disk once; why
    /// it could not, if it could not (then none of them counts as written). This machine's
    /// folder there is made only when `makingOwnFolder`; else its absence is a failure (the
    /// folder's disk or share unmounted: what is written under the bare mount point would be
    /// hidden once it is back, and lost to the other machines).
    func append(_ records: [SyncRecord], makingOwnFolder: Bool) -> SyncWriteFailure?
    /// Replaces this machine's live state with `state`; why it could not, if it could not. Its
    /// folder is made only when `makingOwnFolder`, as for ``append(_:makingOwnFolder:)``.
    func replaceLiveState(_ state: MachineLiveState, makingOwnFolder: Bool) -> SyncWriteFailure?
    /// What the other machines wrote since the last call (everything, the first time).
    func changes() -> SyncFolderChanges
}
