import StopwatchFileSystem

#if canImport(Glibc)
    import Glibc
#endif

/// The one-owner rule: only one process at a time owns the state (the GTK app or the
/// terminal app), by an advisory lock (`flock`) on `state.json.lock` next to the state file.
/// The owner writes who it is into the lock file, so a second one can say who has it. The
/// lock goes with the process, however it ends.
public final class StateFileLock {
    /// Who holds the lock.
    public struct Owner: Equatable, Sendable {
        public let processID: Int32
        /// The program: `stopwatch`, `stopwatch-tui`.
        public let program: String
    }

    public enum Outcome {
        case acquired(StateFileLock)
        case heldBy(Owner)
        /// The lock file cannot be made (an unwritable folder): nothing can be saved there
        /// either, so there is nothing to protect; the caller goes on and says why.
        case unavailable(String)
    }

    private let descriptor: Int32

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// Takes the lock for `program`, or says who holds it.
    public static func acquire(for location: StateFileLocation, program: String) -> Outcome {
        do {
            try DurableFileWriter().makeFolder(location.folder)
        } catch {
            return .unavailable(error.reason)
        }
        let path = location.path + ".lock"
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { return .unavailable(StateFileReader.systemReason()) }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let busy = errno == EWOULDBLOCK
            let owner = readOwner(descriptor)
            close(descriptor)
            return busy ? .heldBy(owner) : .unavailable(StateFileReader.systemReason())
        }
        let record = "\(getpid()) \(program)\n"
        _ = ftruncate(descriptor, 0)
        _ = record.withCString { pwrite(descriptor, $0, strlen($0), 0) }
        return .acquired(StateFileLock(descriptor: descriptor))
    }

    /// Who is in the lock file: "1234 stopwatch-tui"; an owner that wrote nothing yet is
    /// "an unknown process".
    private static func readOwner(_ descriptor: Int32) -> Owner {
        var buffer = [CChar](repeating: 0, count: 256)
        let count = pread(descriptor, &buffer, 255, 0)
        let text = count > 0 ? String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
        let parts = text.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, let processID = Int32(parts[0]) else { return Owner(processID: 0, program: "another process") }
        return Owner(processID: processID, program: parts[1].trimmingWhitespace)
    }
}

extension Substring {
    /// Without the spaces and line ends at either end.
    fileprivate var trimmingWhitespace: String {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
        return String(self[start..<Swift.max(start, end)])
    }
}
