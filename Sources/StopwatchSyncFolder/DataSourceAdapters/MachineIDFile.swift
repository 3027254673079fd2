import StopwatchCore
import StopwatchFileSystem

#if canImport(Glibc)
    import Glibc
#endif

/// This installation's ``MachineID`` (ARCHITECTURE.md, "On every machine"), kept in a file of
/// its own in the data folder (`$XDG_DATA_HOME/stopwatch/machine-id`, 0600): made at the first
/// use and read after. A file that holds anything but an id is kept aside, bytes intact, and a
/// new id made: the machine's old files in the sync folder are then another machine's, read as
/// such, so nothing is lost.
public enum MachineIDFile {
    public enum Outcome: Equatable, Sendable {
        /// The id the file held.
        case found(MachineID)
        /// There was no file: a new id, written.
        case made(MachineID)
        /// The file held no id (`reason`): kept aside, a new id written.
        case replaced(MachineID, reason: String)
        /// The id could not be read or written: the sync folder is not used this run.
        case unavailable(String)

        /// The machine's id, when there is one.
        public var machine: MachineID? {
            switch self {
            case .found(let id), .made(let id), .replaced(let id, _): id
            case .unavailable: nil
            }
        }
    }

    /// The file's path under the data folder `dataFolder` (`$XDG_DATA_HOME/stopwatch`).
    public static func path(in dataFolder: String) -> String { dataFolder + "/machine-id" }

    /// The id at `path`, or a new one (from `random`) written there.
    public static func load<Generator: RandomNumberGenerator>(at path: String, using random: inout Generator) -> Outcome {
        var info = stat()
        if lstat(path, &info) != 0 {
            guard errno == ENOENT else { return .unavailable("\(path): \(FileSystem.systemReason())") }
            let id = MachineID.make(using: &random)
            return write(id, to: path) ?? .made(id)
        }
        let reason: String
        do {
            let bytes = try SyncFolderReader.contents(of: path, atMost: 64)
            let text = String(decoding: bytes, as: UTF8.self)
            if let id = MachineID(text.hasSuffix("\n") ? String(text.dropLast()) : text) { return .found(id) }
            reason = "it holds no machine id"
        } catch {
            reason = error.description
        }
        let aside = FileSystem.asidePath(for: path)
        guard rename(path, aside) == 0 else { return .unavailable("\(path): \(reason), and it cannot be kept aside") }
        let id = MachineID.make(using: &random)
        if let failure = write(id, to: path) { return failure }
        return .replaced(id, reason: "\(reason); kept as \(aside)")
    }

    /// A new id (from `random`) written at `path` in place of the one there: another
    /// installation writes to the sync folder with it.
    public static func renew<Generator: RandomNumberGenerator>(at path: String, using random: inout Generator) -> Outcome {
        let id = MachineID.make(using: &random)
        return write(id, to: path) ?? .made(id)
    }

    /// Writes `id` to `path`; the failure, if it could not.
    private static func write(_ id: MachineID, to path: String) -> Outcome? {
        do {
            try DurableFileWriter().write(Array((id.text + "\n").utf8), to: path)
            return nil
        } catch {
            return .unavailable(error.description)
        }
    }
}
