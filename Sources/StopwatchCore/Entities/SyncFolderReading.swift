/// What a read of the sync folder into the history found (ARCHITECTURE.md, "On every
/// machine"), told on the main loop.
public struct SyncFolderReading: Equatable, Sendable {
    /// Whether the history changed: the totals and the list are to be read again.
    public var changed: Bool
    /// The live states the other machines replaced since the last read.
    public var liveStates: [MachineID: MachineLiveState]
    /// What was passed over, each with its file (and line), already in the log.
    public var problems: [String]
    /// Why this machine's records cannot be written there now (they wait), if they cannot.
    public var writeFailure: SyncWriteFailure?
    /// Whether another installation writes there as this machine (``SyncFolderChanges/machineIDShared``).
    public var machineIDShared = false
    /// The file read last of those that had something new (``SyncFolderChanges/lastFileRead``).
    public var lastFileRead: SyncFileRead?

    public init(
        changed: Bool = false, liveStates: [MachineID: MachineLiveState] = [:], problems: [String] = [],
        writeFailure: SyncWriteFailure? = nil
    ) {
        self.changed = changed
        self.liveStates = liveStates
        self.problems = problems
        self.writeFailure = writeFailure
    }
}
