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
public struct MachineIDFile: MachineIDStore {
    public typealias Outcome = MachineIDOutcome

    /// Where the file is.
    public let path: String

    /// The file at `path`.
    public init(path: String) {
        self.path = path
    }

    /// The file in the data folder `dataFolder` (`$XDG_DATA_HOME/stopwatch`).
    public init(in dataFolder: String) {
        self.init(path: Self.path(in: dataFolder))
    }

    public func load() -> MachineIDOutcome {
        var random = SystemRandomNumberGenerator()
        return Self.load(at: path, using: &random)
    }

    public func read() -> MachineID? {
        guard FileSystem.exists(path), case .success(let id?) = Self.parse(at: path) else { return nil }
        return id
    }

    public func renew() -> MachineIDOutcome {
        var random = SystemRandomNumberGenerator()
        return Self.renew(at: path, using: &random)
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
        switch parse(at: path) {
        case .success(let id?): return .found(id)
        case .success(nil): reason = "it holds no machine id"
        case .failure(let error): reason = error.description
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

    /// The id the file at `path` holds (one line, at most 64 bytes read); `nil` when it holds
    /// anything else.
    private static func parse(at path: String) -> Result<MachineID?, SyncFolderReader.Failure> {
        Result { () throws(SyncFolderReader.Failure) -> MachineID? in
            let text = String(decoding: try SyncFolderReader.contents(of: path, atMost: 64), as: UTF8.self)
            return MachineID(text.hasSuffix("\n") ? String(text.dropLast()) : text)
        }
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
