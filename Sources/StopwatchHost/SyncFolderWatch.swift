import GLibInterop
import StopwatchCore
import StopwatchFileSystem
import StopwatchHistorySQLite
import StopwatchSyncFolder

/// Keeps the history and a sync folder together (ARCHITECTURE.md, "On every machine"): hands
/// the folder to the history's worker, and asks it to read the folder when GIO says something
/// in it changed (the folder itself, for a new machine's folder, and each machine's folder),
/// never by polling. What a read found is told to `onReading`, and a write failing or working
/// again as it happens.
@MainActor
final class SyncFolderWatch {
    /// A burst of changes (an engine writing a file in pieces, renaming its temporary file)
    /// is one read, this long after the first.
    static let settle = Duration.milliseconds(100)

    private let history: SQLiteSessionHistory
    private let scheduler: Scheduler
    private let logger: Logger
    private let onReading: (SyncFolderReading) -> Void
    private var folder: String?
    private var machine: MachineID?
    private var monitors: [String: FolderMonitor] = [:]
    private var pendingRead: ScheduledAction?

    init(history: SQLiteSessionHistory, scheduler: Scheduler, logger: Logger, onReading: @escaping (SyncFolderReading) -> Void) {
        self.history = history
        self.scheduler = scheduler
        self.logger = logger
        self.onReading = onReading
        // A write that fails, or works again, is told as it happens, as a reading of its own.
        history.writeFailureTold = { [weak self] failure in
            guard let self, folder != nil else { return }
            self.onReading(SyncFolderReading(writeFailure: failure))
        }
    }

    /// Uses `folder` as this machine's (`machine`) sync folder, or none (`nil`); the history
    /// kept so far is written there too unless `sendsHistoryBefore` is false (a new id).
    func use(
        _ folder: String?, as machine: MachineID, writer: Int64, sendsHistoryBefore: Bool = true,
        now: @escaping @Sendable () -> Duration
    ) {
        guard folder != self.folder || machine != self.machine else { return }
        let used = self.folder
        self.folder = folder
        self.machine = machine
        monitors.removeAll()
        pendingRead?.cancel()
        pendingRead = nil
        guard let folder else {
            if let used { logger.info("Sync folder: none (was \(used))") }
            history.useSyncFolder(nil)
            return
        }
        logger.info("Sync folder: \(folder), this machine \(machine.text)")
        history.useSyncFolder(
            { SyncFolder(folder: folder, machine: machine, writer: writer, now: now) }, sendsHistoryBefore: sendsHistoryBefore)
        watch(folder)
        read()
    }

    private func watch(_ path: String) {
        guard monitors[path] == nil, monitors.count <= SyncFolderReader.maximumMachines else { return }
        var reason = ""
        guard let monitor = FolderMonitor(path: path, reason: &reason, { [weak self] in self?.changed() }) else {
            logger.warning("Sync folder: \(path) cannot be watched (\(reason)); read at the app's start only")
            return
        }
        monitors[path] = monitor
    }

    private func changed() {
        guard pendingRead == nil else { return }
        pendingRead = scheduler.schedule(after: Self.settle) { [weak self] in
            self?.pendingRead = nil
            self?.read()
        }
    }

    private func read() {
        guard let folder, let machine else { return }
        history.readSyncFolder { [weak self] reading in
            // A read of another folder, or under the id before, no longer holds.
            guard let self, self.folder == folder, self.machine == machine else { return }
            // A machine's folder that came since: watched from now on (listing the folder
            // costs a system call a machine, on the main loop, only after a change).
            for name in FileSystem.entries(of: folder) where MachineID(name) != nil {
                watch(folder + "/" + name)
            }
            onReading(reading)
        }
    }
}
