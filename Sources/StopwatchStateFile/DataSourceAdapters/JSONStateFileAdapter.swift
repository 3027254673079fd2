import Glibc
import StopwatchConcurrency
import StopwatchCore
import StopwatchFileSystem

/// The state data source over a JSON file under the XDG config folder (ARCHITECTURE.md,
/// "The state file").
///
/// Saving hands the snapshot to a background writer that encodes it and replaces the file
/// durably, so the main loop never waits for the disk; how each save went comes back through
/// the mailbox as the ``PersistenceHealth`` the screens show. Loading reads only a regular
/// file of at most 64 MB, and sets aside anything it cannot use (garbage, out-of-bounds
/// numbers, a directory, a FIFO…) as `state.json.bad-<timestamp>`, with one warning, then
/// starts clean. It never writes over what it could not read: a file from a newer version,
/// or one it could neither read nor move aside, turns saving off for the run.
public final class JSONStateFileAdapter: StopwatchStateDataSource {
    private let location: StateFileLocation
    private let logger: any Logger & Sendable
    private let writer: BackgroundWriter
    /// Why the file must not be written, once that is known; `nil` while saving is on.
    public private(set) var savingOffReason: SaveProblem?
    public let healthChanges = ObserverList<PersistenceHealth>()

    /// `mailbox` carries the health of each save from the writer's thread to the main loop,
    /// where its receiver must call ``receive(_:)``.
    public init(location: StateFileLocation, logger: any Logger & Sendable, mailbox: any MainLoopMailbox<PersistenceHealth>) {
        self.location = location
        self.logger = logger
        let path = location.path
        let reporter = SaveReporter(logger: logger, mailbox: mailbox)
        writer = BackgroundWriter { snapshot in
            do {
                let data = StateFileEncoder().encode(StateFileMapper().dto(from: snapshot))
                try DurableFileWriter().write(data, to: path)
                reporter.succeeded()
            } catch {
                reporter.failed(error)
            }
        }
    }

    /// Takes a health report the writer posted, on the main loop.
    public func receive(_ health: PersistenceHealth) {
        guard savingOffReason == nil else { return }
        healthChanges.notify(health)
    }

    public func load() throws -> StopwatchCollectionSnapshot? {
        removeLeftoverTemporaryFiles()
        switch StateFileReader().read(location.path) {
        case .missing:
            return nil
        case .contents(let data):
            switch StateFileDecoder().decode(data, warn: { [logger] in logger.warning($0) }) {
            case .snapshot(let snapshot):
                return snapshot
            case .newerVersion(let version):
                turnSavingOff(
                    log: "\(location.path) was written by a newer version (\(version)) of the app; it is left as it is",
                    reason: .newerVersion
                )
            case .unusable(let reason):
                setAside(because: reason)
            }
        case .notAStateFile(let what):
            setAside(because: "it \(what)")
        case .unreadable(let reason):
            turnSavingOff(log: "cannot read \(location.path): \(reason)", reason: .system(reason))
        }
        return nil
    }

    public func save(_ snapshot: StopwatchCollectionSnapshot) {
        guard savingOffReason == nil else { return }
        writer.submit(snapshot)
    }

    public func flush(timeout: Duration) -> Bool {
        writer.flush(timeout: timeout)
    }

    /// Snapshots written to disk so far.
    public var completedWrites: Int { writer.completedWrites }

    /// A crash between writing a temporary file and renaming it leaves the temporary file;
    /// the state file itself is still whole, so the leftover is only a partial copy.
    private func removeLeftoverTemporaryFiles() {
        let prefix = location.fileName + ".tmp-"
        let names = FileSystem.entries(of: location.folder)
        for name in names where name.hasPrefix(prefix) {
            unlink(location.folder + "/" + name)
            logger.debug("Removed \(name), left by an interrupted save")
        }
    }

    /// Moves the unusable file aside, bytes intact, so a clean start destroys nothing.
    private func setAside(because reason: String) {
        let kept = FileSystem.asidePath(for: location.path)
        guard rename(location.path, kept) == 0 else {
            let why = StateFileReader.systemReason()
            turnSavingOff(
                log: "\(location.path) is unusable (\(reason)) and cannot be moved aside: \(why)",
                reason: .unmovable(why)
            )
            return
        }
        logger.warning("The saved stopwatch is unusable (\(reason)): kept aside as \(kept); starting clean")
    }

    private func turnSavingOff(log message: String, reason: SaveProblem) {
        savingOffReason = reason
        logger.error("\(message). The stopwatch works, but is not saved in this run")
        healthChanges.notify(.off(reason: reason))
    }
}

/// Turns the outcome of each save into health reports: a change of health goes to the main
/// loop, and a failing save is logged once, not once a save, until one succeeds again.
private final class SaveReporter: Sendable {
    private let logger: any Logger & Sendable
    private let mailbox: any MainLoopMailbox<PersistenceHealth>
    private let last = LockedValue<PersistenceHealth>(.saving)

    init(logger: any Logger & Sendable, mailbox: any MainLoopMailbox<PersistenceHealth>) {
        self.logger = logger
        self.mailbox = mailbox
    }

    func succeeded() {
        report(.saving, log: nil)
    }

    func failed(_ error: Error) {
        let reason = (error as? DurableFileWriter.Failure)?.reason ?? String(describing: error)
        report(.failing(reason: .system(reason)), log: "Cannot save the stopwatch: \(error)")
    }

    private func report(_ health: PersistenceHealth, log message: String?) {
        let changed = last.withLock { last in
            defer { last = health }
            return last != health
        }
        guard changed else { return }
        if let message { logger.error(message) }
        mailbox.post(health)
    }
}
