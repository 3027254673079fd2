import StopwatchConcurrency
import StopwatchCore
import StopwatchFileSystem

#if canImport(Glibc)
    import Glibc
#endif

/// Reads the other machines' files in a sync folder (ARCHITECTURE.md, "On every machine"),
/// only what is new since the last read: the lines appended to their sessions files and their
/// conflict copies, and their live states when replaced. On the history's worker, never on the
/// main loop: everything in the folder is another machine's, so everything is hostile input.
///
/// A machine is a folder named by its ``MachineID``; nothing else in the sync folder is read,
/// and a file is read only when ``SyncFileName`` says what it is. A line that cannot be read is
/// passed over and told with its file and line.
public final class SyncFolderReader {
    /// Why a file could not be read.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        case system(String, Int32)
        case notAFile(String)

        public var description: String {
            switch self {
            case .system(let path, let code): "\(path): \(String(cString: strerror(code)))"
            case .notAFile(let path): "\(path): not a regular file"
            }
        }
    }

    /// What a read found that was not there before.
    public struct Changes: Equatable, Sendable {
        /// Each machine's new lines, in the order read (a file before its conflict copies).
        public var records: [MachineID: [SyncRecord]] = [:]
        /// The live states replaced since the last read.
        public var liveStates: [MachineID: LiveStateDecoder.Reading] = [:]
        /// What was passed over, each with its file (and line): for the log.
        public var problems: [String] = []
        /// The file read last of those that had something new.
        public var lastFile: FileName?

        public var isEmpty: Bool { records.isEmpty && liveStates.isEmpty && problems.isEmpty }
    }

    /// A machine's file, by its name in that machine's folder.
    public struct FileName: Equatable, Sendable {
        public let machine: MachineID
        public let name: String

        public init(machine: MachineID, name: String) {
            self.machine = machine
            self.name = name
        }
    }

    /// More than any sync folder of people's machines holds: a folder of a million is not
    /// listed to its end.
    public static let maximumMachines = 1000
    public static let maximumFilesPerMachine = 10_000

    public let folder: String
    /// This machine, whose folder is not read; `nil` for a reader that is no machine of the
    /// folder (the command line of an installation that never used it).
    private let own: MachineID?
    private var marks: [String: AppendedLines] = [:]
    /// Each live state file as last read: its inode, size and change time.
    private var liveMarks: [String: [Int64]] = [:]
    /// The machines' folders found to be links (or no folders), said once each.
    private var notFoldersTold: Set<String> = []

    /// From how many new bytes the files are read on every core.
    private let bytesWorthHelpers: Int64

    /// A reader of the machines in `folder` other than `own`.
    public init(folder: String, own: MachineID?, bytesWorthHelpers: Int64 = SyncFolderReader.bytesWorthHelpers) {
        self.folder = folder
        self.own = own
        self.bytesWorthHelpers = bytesWorthHelpers
    }

    /// Reads what is new.
    public func changes() -> Changes {
        var changes = Changes()
        let machines = FileSystem.entries(of: folder).compactMap(MachineID.init).filter { $0 != own }.sorted()
        if machines.count > Self.maximumMachines {
            changes.problems.append("\(folder): more than \(Self.maximumMachines) machines; the rest not read")
        }
        for machine in machines.prefix(Self.maximumMachines) {
            read(machine, into: &changes)
        }
        return changes
    }

    /// The other machines' live states alone, without their sessions: for the command line's
    /// `--status`.
    public func liveStates() -> Changes {
        var changes = Changes()
        let machines = FileSystem.entries(of: folder).compactMap(MachineID.init).filter { $0 != own }.sorted()
        for machine in machines.prefix(Self.maximumMachines) {
            guard isRealFolder(folder + "/" + machine.text, into: &changes) else { continue }
            let path = folder + "/" + machine.text + "/" + SyncFileName.liveStateName
            if FileSystem.exists(path) { readLiveState(of: machine, at: path, into: &changes) }
        }
        return changes
    }

    private func read(_ machine: MachineID, into changes: inout Changes) {
        let machineFolder = folder + "/" + machine.text
        guard isRealFolder(machineFolder, into: &changes), var names = FileSystem.entries(ofRealFolder: machineFolder) else { return }
        if names.count > Self.maximumFilesPerMachine {
            changes.problems.append("\(machineFolder): more than \(Self.maximumFilesPerMachine) files; the rest not read")
            names = Array(names.sorted().prefix(Self.maximumFilesPerMachine))
        }
        // A file before its conflict copies, months in order.
        let sessionFiles = names.compactMap { name -> (year: Int, month: Int, copy: Bool, name: String)? in
            guard case .sessions(let year, let month, let copy) = SyncFileName(name) else { return nil }
            return (year, month, copy, name)
        }.sorted { ($0.copy ? 1 : 0, $0.year, $0.month, $0.name) < ($1.copy ? 1 : 0, $1.year, $1.month, $1.name) }
        // Each file read and decoded on its own, on every core when there is much to read (a
        // year of another machine's sessions is twelve files: docs/performance.md), then joined
        // in their order, as if read one after the other.
        let paths = sessionFiles.map { machineFolder + "/" + $0.name }
        let marksBefore = paths.map { marks[$0] }
        let unread = zip(paths, marksBefore).reduce(Int64(0)) { $0 + AppendedLines.unread($1.0, after: $1.1) }
        let helpers = unread >= bytesWorthHelpers ? ForkJoin.processors - 1 : 0
        let readings = ForkJoin.map(paths.count, helpers: helpers) { index in
            Self.readSessions(paths[index], after: marksBefore[index], machine: machine)
        }
        var records: [SyncRecord] = []
        for (index, reading) in readings.enumerated() {
            if let mark = reading.mark { marks[paths[index]] = mark }
            records += reading.records
            changes.problems += reading.problems
            if reading.hadLines { changes.lastFile = FileName(machine: machine, name: sessionFiles[index].name) }
        }
        if !records.isEmpty { changes.records[machine] = records }
        if names.contains(SyncFileName.liveStateName) {
            readLiveState(of: machine, at: machineFolder + "/" + SyncFileName.liveStateName, into: &changes)
        }
    }

    /// Whether `machineFolder` is a folder itself: a symbolic link there (an engine carries
    /// them) is never followed, whatever it points to, and said once.
    private func isRealFolder(_ machineFolder: String, into changes: inout Changes) -> Bool {
        guard !FileSystem.isRealFolder(machineFolder) else { return true }
        if notFoldersTold.insert(machineFolder).inserted {
            changes.problems.append("\(machineFolder): a symbolic link or not a folder: not followed, not read")
        }
        return false
    }

    /// What one sessions file held after where it was last read to.
    private struct FileReading: Sendable {
        /// Where it was read to (where it was before, when it could not be read).
        var mark: AppendedLines?
        var records: [SyncRecord] = []
        var problems: [String] = []
        var hadLines = false
    }

    /// Less than this to read is read on the calling thread alone: a helper thread costs more
    /// than it saves on the line or two of a session closed elsewhere.
    public static let bytesWorthHelpers: Int64 = 1 << 20

    private static func readSessions(_ path: String, after mark: AppendedLines?, machine: MachineID) -> FileReading {
        var reading = FileReading()
        var mark = mark
        // Lines a newer app wrote: said once a file, with how many and the newest format.
        var newer: (count: Int, version: Int64) = (0, 0)
        do {
            try AppendedLines.read(path, mark: &mark, longest: SyncLineDecoder.maximumLineBytes) { number, line in
                reading.hadLines = true
                guard let line else {
                    reading.problems.append("\(path):\(number): longer than \(SyncLineDecoder.maximumLineBytes) bytes")
                    return
                }
                guard line.contains(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\r") }) else { return }
                do {
                    reading.records.append(try Self.record(line, machine: machine))
                } catch let problem as SyncLineDecoder.Problem {
                    if let version = problem.newerVersion {
                        newer = (newer.count + 1, max(newer.version, version))
                    } else {
                        reading.problems.append("\(path):\(number): \(problem)")
                    }
                } catch {
                    reading.problems.append("\(path):\(number): \(error)")
                }
            }
        } catch {
            reading.problems.append("\(error)")
        }
        if newer.count > 0 {
            reading.problems.append(
                "\(path): \(newer.count) lines written in format \(newer.version) by a newer version of the app: kept, not read")
        }
        reading.mark = mark
        return reading
    }

    private func readLiveState(of machine: MachineID, at path: String, into changes: inout Changes) {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            changes.problems.append("\(path): not a regular file")
            return
        }
        let mark = [Int64(info.st_ino), Int64(info.st_size), Int64(info.st_ctim.tv_sec), Int64(info.st_ctim.tv_nsec)]
        guard liveMarks[path] != mark else { return }
        liveMarks[path] = mark
        guard Int(info.st_size) <= LiveStateDecoder.maximumBytes else {
            changes.problems.append("\(path): \(info.st_size) bytes, longer than any machine's live state")
            return
        }
        do {
            let bytes = try Self.contents(of: path, atMost: LiveStateDecoder.maximumBytes)
            // Heard when this machine's kernel changed the file last, by this machine's clock:
            // what runs there counts from then, whatever that machine's clock says.
            let heardAt = TimeBounds.clampWallClock(.seconds(Int64(info.st_ctim.tv_sec)) + .nanoseconds(Int64(info.st_ctim.tv_nsec)))
            let reading = try LiveStateDecoder.reading(bytes, machine: machine, heardAt: heardAt)
            changes.liveStates[machine] = reading
            changes.lastFile = FileName(machine: machine, name: SyncFileName.liveStateName)
            changes.problems += reading.problems.map { "\(path): \($0)" }
        } catch let failure as Failure {
            changes.problems.append(failure.description)
        } catch {
            changes.problems.append("\(path): \(error)")
        }
    }

    /// The bytes of the regular file `path`, no more than `limit` (a link is not followed).
    static func contents(of path: String, atMost limit: Int) throws(Failure) -> [UInt8] {
        let (descriptor, _) = try openRegularFile(path)
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: limit + 1)
        var length = 0
        while length < bytes.count {
            let count = bytes.withUnsafeMutableBytes { buffer in Glibc.read(descriptor, buffer.baseAddress! + length, buffer.count - length)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw .system(path, errno)
            }
            if count == 0 { break }
            length += count
        }
        return Array(bytes.prefix(min(length, limit)))
    }

    /// `path` opened to read, without blocking, when it is a regular file (a link is not
    /// followed, whatever it points to), and what it is; the caller closes it.
    static func openRegularFile(_ path: String) throws(Failure) -> (Int32, stat) {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .system(path, errno) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let code = errno
            close(descriptor)
            throw .system(path, code)
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            close(descriptor)
            throw .notAFile(path)
        }
        return (descriptor, info)
    }
}

extension SyncFolderReader {
    /// The record a line holds: a session or a removal, or a mend (ARCHITECTURE.md, "Mends"),
    /// whose lines are of the format after the sessions', made by `machine` whatever they say.
    static func record(_ line: ArraySlice<UInt8>, machine: MachineID) throws(SyncLineDecoder.Problem) -> SyncRecord {
        do {
            return try SyncLineDecoder.record(line, machine: machine)
        } catch let problem where problem.newerVersion == MendLineDecoder.formatVersion {
            return .mend(try MendLineDecoder.mend(line, by: machine))
        }
    }
}
