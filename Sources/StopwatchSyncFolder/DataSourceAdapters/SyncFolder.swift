import StopwatchCore

/// The sync folder port over the folder's files (ARCHITECTURE.md, "On every machine"): this
/// machine's records appended in its own folder there (``SyncFolderWriter``), the others' read
/// as they change (``SyncFolderReader``). Used on the history's thread only.
public final class SyncFolder: SyncFolderDataSource {
    public let folder: String
    public let machine: MachineID
    private let files: SyncFolderWriter
    private let reader: SyncFolderReader
    private let now: () -> Duration
    private let writer: Int64
    /// Whether this process wrote the live state yet: until then, the writer found there is
    /// this machine's last run.
    private var wroteLiveState = false

    /// `now`: the wall clock, which picks the month's file a line goes to; `writer`: a number
    /// this process made at its start, written with the live state (two processes writing as
    /// one machine, from a copied data folder, write two numbers).
    public init(folder: String, machine: MachineID, writer: Int64, now: @escaping () -> Duration) {
        self.folder = folder
        self.machine = machine
        self.writer = writer
        self.now = now
        files = SyncFolderWriter(folder: folder, machine: machine)
        reader = SyncFolderReader(folder: folder, own: machine)
    }

    public func append(_ records: [SyncRecord], makingOwnFolder: Bool) -> SyncWriteFailure? {
        do {
            try files.append(records, now: now(), makingOwnFolder: makingOwnFolder)
            return nil
        } catch {
            return error
        }
    }

    public func replaceLiveState(_ state: MachineLiveState, makingOwnFolder: Bool) -> SyncWriteFailure? {
        do {
            try files.replaceLiveState(state, writer: writer, makingOwnFolder: makingOwnFolder)
            wroteLiveState = true
            return nil
        } catch {
            return error
        }
    }

    public func changes() -> SyncFolderChanges {
        let read = reader.changes()
        // A live state this process wrote is never another machine's: it wrote it under the id
        // this machine had before a new one (another installation had the same).
        let others = read.liveStates.filter { $0.value.writer != writer }
        var changes = SyncFolderChanges(records: read.records, liveStates: others.mapValues(\.state), problems: read.problems)
        changes.machineIDShared = wroteLiveState && ownLiveStateWriter().map { $0 != writer } == true
        changes.lastFileRead = read.lastFile.map { SyncFileRead(machine: $0.machine, name: $0.name, at: now()) }
        return changes
    }

    /// The number of the process that last wrote this machine's live state; `nil` when it
    /// cannot be read.
    private func ownLiveStateWriter() -> Int64? {
        let path = files.machineFolder + "/" + SyncFileName.liveStateName
        guard let bytes = try? SyncFolderReader.contents(of: path, atMost: LiveStateDecoder.maximumBytes),
            let reading = try? LiveStateDecoder.reading(bytes, machine: machine)
        else { return nil }
        return reading.writer
    }
}
