import StopwatchCore
import StopwatchFileSystem

#if canImport(Glibc)
    import Glibc
#endif

/// Writes this machine's files in the sync folder (ARCHITECTURE.md, "On every machine"), in
/// its own folder there and nowhere else, so that no file is ever written by two machines and
/// a sync engine never has a conflict to resolve: the sessions it closed, appended a line each
/// to the file of the month, and its live state, replaced whole. Files 0600, folders 0700.
public struct SyncFolderWriter {
    public let folder: String
    public let machine: MachineID

    public init(folder: String, machine: MachineID) {
        self.folder = folder
        self.machine = machine
    }

    /// This machine's folder.
    public var machineFolder: String { folder + "/" + machine.text }

    /// Appends `record` to the sessions file of the month of `now` (UTC: which file a line goes
    /// to only spreads them, any reader reads them all), and syncs it to the disk.
    public func append(_ record: SyncRecord, now: Duration, makingOwnFolder: Bool = true) throws(SyncWriteFailure) {
        try append([record], now: now, makingOwnFolder: makingOwnFolder)
    }

    /// Appends `records`, a line each, in one write synced once (a history sent whole). This
    /// machine's folder is made if missing only when `makingOwnFolder` (its first write there).
    public func append(_ records: [SyncRecord], now: Duration, makingOwnFolder: Bool = true) throws(SyncWriteFailure) {
        guard !records.isEmpty else { return }
        try ownFolder(making: makingOwnFolder)
        let (year, month) = Self.yearAndMonth(of: now)
        let path = machineFolder + "/" + SyncFileName.sessionsName(year: year, month: month)
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw failure("cannot open \(path)") }
        defer { close(descriptor) }
        // A write cut short (a full disk) is taken back: a half line left there would join the
        // next one, and both would be lost to the readers.
        let end = lseek(descriptor, 0, SEEK_END)
        let lines = records.flatMap(SyncLineEncoder.line)
        var written = 0
        while written < lines.count {
            let count = lines.withUnsafeBytes { bytes in write(descriptor, bytes.baseAddress! + written, bytes.count - written) }
            if count < 0 {
                if errno == EINTR { continue }
                let failure = failure("cannot write \(path)")
                if end >= 0 { _ = ftruncate(descriptor, end) }
                throw failure
            }
            written += count
        }
        guard fsync(descriptor) == 0 else { throw failure("cannot sync \(path)") }
    }

    /// Replaces this machine's live state with `state`; its folder made as for `append`.
    public func replaceLiveState(_ state: MachineLiveState, writer: Int64, makingOwnFolder: Bool = true) throws(SyncWriteFailure) {
        try ownFolder(making: makingOwnFolder)
        do {
            try DurableFileWriter().write(
                LiveStateEncoder.file(state, writer: writer), to: machineFolder + "/" + SyncFileName.liveStateName)
        } catch {
            throw .refused(error.description)
        }
    }

    /// Makes this machine's folder when `making`; else fails when it is not there: once
    /// written, it goes only with the folder's disk or share (ARCHITECTURE.md, "On every
    /// machine"), and what would be written under the bare mount point would be hidden when
    /// that is back.
    /// This machine's folder replaced by a symbolic link (an engine carries them) is never
    /// written through, whatever it points to: said as a write failure, as when it is gone.
    private func ownFolder(making: Bool) throws(SyncWriteFailure) {
        guard !FileSystem.isLink(machineFolder) else { throw .ownFolderIsLink }
        if making {
            do {
                return try DurableFileWriter().makeFolder(machineFolder)
            } catch {
                throw .refused(error.description)
            }
        }
        // Said in Preferences under the folder's path: this machine's id in it would only puzzle.
        guard FileSystem.isRealFolder(machineFolder) else { throw .ownFolderGone }
    }

    /// The UTC year and month of the wall-clock instant `instant`.
    static func yearAndMonth(of instant: Duration) -> (Int, Int) {
        let day = LocalDay(dayNumber: Int(TimeBounds.clampWallClock(instant).wholeMilliseconds / 86_400_000))
        return (day.year, day.month)
    }

    private func failure(_ what: String) -> SyncWriteFailure {
        .refused(DurableFileWriter.Failure(what, code: errno).description)
    }
}
