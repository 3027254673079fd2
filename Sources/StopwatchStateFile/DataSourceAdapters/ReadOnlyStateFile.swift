import Glibc
import StopwatchCore
import StopwatchFileSystem

/// The state file of a stopwatch another process owns, read and never written: for the
/// terminal app's `--follow` and `stopwatch --status`. A file it cannot use is left exactly
/// where it is (its owner deals with it).
public final class ReadOnlyStateFile: StopwatchStateDataSource {
    /// What the file holds now.
    public enum Reading: Equatable {
        case snapshot(StopwatchCollectionSnapshot)
        /// No file: an initial stopwatch.
        case nothing
        /// A file that cannot be used, with the reason.
        case unusable(String)
    }

    private let location: StateFileLocation
    private var lastSeen: FileSystem.Stamp?
    /// Never told anything: a file that is only read is never saved.
    public let healthChanges = ObserverList<PersistenceHealth>()

    public init(location: StateFileLocation) {
        self.location = location
    }

    /// What the file holds now.
    public func read() -> Reading {
        switch StateFileReader().read(location.path) {
        case .missing:
            return .nothing
        case .contents(let data):
            switch StateFileDecoder().decode(data) {
            case .snapshot(let snapshot): return .snapshot(snapshot)
            case .newerVersion(let version): return .unusable("it was written by a newer version (\(version))")
            case .unusable(let reason): return .unusable(reason)
            }
        case .notAStateFile(let what):
            return .unusable("it \(what)")
        case .unreadable(let reason):
            return .unusable(reason)
        }
    }

    /// What the file holds, if it changed since the last look (or this is the first); `nil`
    /// when it did not. Cheap while nothing changes: one `stat`.
    public func readIfChanged() -> Reading? {
        let seen = FileSystem.stamp(of: location.path)
        if let seen, let lastSeen, seen == lastSeen { return nil }
        if seen == nil, lastSeen == nil, didReadOnce { return nil }
        lastSeen = seen
        didReadOnce = true
        return read()
    }

    private var didReadOnce = false

    public func load() throws -> StopwatchCollectionSnapshot? {
        if case .snapshot(let snapshot) = read() { return snapshot }
        return nil
    }

    /// Never writes: the owner saves.
    public func save(_ snapshot: StopwatchCollectionSnapshot) {}

    public func flush(timeout: Duration) -> Bool { true }
}
