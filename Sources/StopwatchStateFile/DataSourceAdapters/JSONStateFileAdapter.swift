import Foundation
import StopwatchCore

/// The state data source over a JSON file under the XDG config folder (PRODUCT.md §6).
///
/// Saving hands the snapshot to a background writer that encodes it and replaces the file
/// durably, so the main loop never waits for the disk. Loading sets aside any file it cannot
/// use as `state.json.bad-<timestamp>` (bytes intact, one warning) and starts clean. It never
/// writes over what it could not read: a file from a newer version, or a folder it cannot
/// read or write, puts it in memory-only mode, said once in the log.
public final class JSONStateFileAdapter: StopwatchStateDataSource {
    private let location: StateFileLocation
    private let logger: any Logger & Sendable
    private let mapper = StateFileMapper()
    private let writer: BackgroundWriter
    /// Why the file must not be written, once that is known; `nil` while saving is fine.
    public private(set) var memoryOnlyReason: String?

    public init(location: StateFileLocation, logger: any Logger & Sendable) {
        self.location = location
        self.logger = logger
        let path = location.path
        let mapper = mapper
        let failures = WriteFailureReporter(logger: logger)
        writer = BackgroundWriter { snapshot in
            do {
                let data = StateFileEncoder().encode(mapper.dto(from: snapshot))
                try DurableFileWriter().write(data, to: path)
                failures.succeeded()
            } catch {
                failures.failed("Cannot save the stopwatch to \(path): \(error)")
            }
        }
    }

    deinit {
        writer.finish()
    }

    public func load() throws -> StopwatchSnapshot? {
        removeLeftoverTemporaryFiles()
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: location.path))
        } catch CocoaError.fileReadNoSuchFile {
            return nil
        } catch {
            enterMemoryOnlyMode("cannot read \(location.path): \(error.localizedDescription)")
            return nil
        }
        switch StateFileDecoder().decode(data) {
        case .snapshot(let snapshot):
            return snapshot
        case .newerVersion(let version):
            enterMemoryOnlyMode("\(location.path) was written by a newer version (\(version)) of the app; it is left as it is")
        case .unusable(let reason):
            setAside(because: reason)
        }
        return nil
    }

    public func save(_ snapshot: StopwatchSnapshot) throws {
        guard memoryOnlyReason == nil else { return }
        writer.submit(snapshot)
    }

    public func flush() {
        writer.flush()
    }

    /// Snapshots written to disk so far.
    public var completedWrites: Int { writer.completedWrites }

    /// A crash between writing a temporary file and renaming it leaves the temporary file;
    /// the state file itself is still whole, so the leftover is only a partial copy.
    private func removeLeftoverTemporaryFiles() {
        let prefix = location.fileName + ".tmp-"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: location.folder)) ?? []
        for name in names where name.hasPrefix(prefix) {
            unlink(location.folder + "/" + name)
            logger.debug("Removed \(name), left by an interrupted save")
        }
    }

    /// Moves the unusable file aside, bytes intact, so a clean start destroys nothing.
    private func setAside(because reason: String) {
        let millisecondsNow = Int64(Date().timeIntervalSince1970 * 1000)
        let kept = "\(location.path).bad-\(millisecondsNow)"
        guard rename(location.path, kept) == 0 else {
            enterMemoryOnlyMode("\(location.path) is unusable (\(reason)) and cannot be moved aside: \(String(cString: strerror(errno)))")
            return
        }
        logger.warning("The saved stopwatch is unusable (\(reason)): kept aside as \(kept); starting clean")
    }

    private func enterMemoryOnlyMode(_ reason: String) {
        memoryOnlyReason = reason
        logger.error("\(reason). The stopwatch works, but is not saved in this run")
    }
}

/// Logs a failing save once, not once a save, until a save succeeds again.
private final class WriteFailureReporter: @unchecked Sendable {
    private let logger: any Logger & Sendable
    private let lock = NSLock()
    private var hasReported = false

    init(logger: any Logger & Sendable) {
        self.logger = logger
    }

    func failed(_ message: String) {
        lock.lock()
        let report = !hasReported
        hasReported = true
        lock.unlock()
        if report { logger.error(message) }
    }

    func succeeded() {
        lock.lock()
        hasReported = false
        lock.unlock()
    }
}
