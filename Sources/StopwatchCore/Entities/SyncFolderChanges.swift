/// What a read of a sync folder found that was not there before (ARCHITECTURE.md, "On every
/// machine").
public struct SyncFolderChanges: Equatable, Sendable {
    /// Each other machine's new lines, in the order read (a file before its conflict copies).
    public var records: [MachineID: [SyncRecord]]
    /// The live states the other machines replaced since the last read.
    public var liveStates: [MachineID: MachineLiveState]
    /// What was passed over, each with its file (and line): for the log.
    public var problems: [String]
    /// Whether another installation writes there as this machine (a data folder copied with
    /// its machine id): this machine's live state was last written by another process.
    public var machineIDShared = false
    /// The file read last of those that had something new, if one had.
    public var lastFileRead: SyncFileRead?

    public init(records: [MachineID: [SyncRecord]] = [:], liveStates: [MachineID: MachineLiveState] = [:], problems: [String] = []) {
        self.records = records
        self.liveStates = liveStates
        self.problems = problems
    }

    public var isEmpty: Bool { records.isEmpty && liveStates.isEmpty && problems.isEmpty && !machineIDShared }
}
