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
    /// it could not, if it could not (then none of them counts as written).
    func append(_ records: [SyncRecord]) -> String?
    /// Replaces this machine's live state with `state`; why it could not, if it could not.
    func replaceLiveState(_ state: MachineLiveState) -> String?
    /// What the other machines wrote since the last call (everything, the first time).
    func changes() -> SyncFolderChanges
}
