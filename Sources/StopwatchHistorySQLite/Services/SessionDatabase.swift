import CSQLite
import Glibc
import StopwatchCore
import StopwatchFileSystem

/// The history's SQLite database, opened (made, checked and migrated forward: `SessionSchema`)
/// on the history's thread. Its queries live by concern, each in a file of its own:
/// this machine's sessions (`SessionDatabase+Sessions`), what they add up to in each quarter
/// and hour (`SessionDatabase+Sums`), the other machines' records, stored as
/// `OtherMachinesMerge` decides (`SessionDatabase+OtherMachines`), and what waits to be written
/// to the sync folder (`SessionDatabase+Outbox`). Everything read from it is held to
/// ``TimeBounds`` first.
final class SessionDatabase {
    /// The schema this app writes.
    static let currentVersion = SessionSchema.currentVersion

    /// Names read back are held to the length a stopwatch's name may have.
    static func name(_ text: String?) -> String? {
        text.map { String($0.prefix(StopwatchName.maximumLength)) }
    }

    enum OpenFailure: Error {
        /// Written by a later version of the app: left as it is.
        case newerVersion(Int64)
        /// Not a database, or a damaged one.
        case damaged(String)
        /// The folder or the file cannot be opened or created.
        case unavailable(String)
    }

    let connection: SQLiteConnection
    /// What the list read last, while nothing it reads has changed.
    let listCache = SessionListCache()
    /// Whether the sessions stored and removed are to be written to a sync folder: each then
    /// waits in the outbox, in the same transaction, until it is written there.
    var keepsOutbox = false

    /// Opens the database at `path`, creating it (mode 0600, in a 0700 folder) and migrating
    /// it to the current schema.
    init(path: String) throws(OpenFailure) {
        try Self.makeFolder(PrivateFolder.parent(of: path))
        do {
            connection = try SQLiteConnection(path: path)
            chmod(path, 0o600)
            let version = try connection.integer("PRAGMA user_version") ?? 0
            if version > Self.currentVersion { throw OpenFailure.newerVersion(version) }
            guard try Self.isIntact(connection) else { throw OpenFailure.damaged("its integrity check failed") }
            try connection.execute("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL")
            try SessionSchema.migrate(connection, from: version)
        } catch let failure as SQLiteConnection.Failure {
            throw failure.isDamage ? .damaged(failure.description) : .unavailable(failure.description)
        } catch let failure as OpenFailure {
            throw failure
        } catch {
            throw .unavailable(String(describing: error))
        }
    }

    /// A correction read back, held to 100 years either way (anything else: none).
    static func adjusted(_ milliseconds: Int64) -> Duration {
        let limit = TimeBounds.maximumElapsedMilliseconds
        return (-limit...limit).contains(milliseconds) ? .milliseconds(milliseconds) : .zero
    }

    private static func isIntact(_ connection: SQLiteConnection) throws(SQLiteConnection.Failure) -> Bool {
        var results: [String] = []
        try connection.run("PRAGMA quick_check") { row in results.append(row.text(0)) }
        return results == ["ok"]
    }

    private static func makeFolder(_ folder: String) throws(OpenFailure) {
        do {
            try PrivateFolder.create(folder)
        } catch {
            throw .unavailable("cannot create the folder \(error.folder): \(String(cString: strerror(error.code)))")
        }
    }
}

extension SessionDatabase {
    /// Where the database stands for ``listCache``: another connection's commits, and this
    /// one's changes but those made outside the list.
    func listMark() throws(SQLiteConnection.Failure) -> SessionListCache.Mark {
        SessionListCache.Mark(
            dataVersion: try connection.integer("PRAGMA data_version") ?? 0,
            changes: connection.totalChanges - listCache.changesOutside)
    }

    /// Runs `body`, which writes only tables the list does not read (the mends, the outbox):
    /// what ``listCache`` keeps stays kept.
    func outsideTheList<T>(_ body: () throws(SQLiteConnection.Failure) -> T) throws(SQLiteConnection.Failure) -> T {
        let before = connection.totalChanges
        defer { listCache.changesOutside += connection.totalChanges - before }
        return try body()
    }
}
