import Glibc
import StopwatchConcurrency
import StopwatchCore
import StopwatchFileSystem

/// The session history over SQLite, at `$XDG_DATA_HOME/stopwatch/history.sqlite3`
/// (ARCHITECTURE.md, "The history").
///
/// Every request returns at once: a worker thread runs it against the database, in the order
/// asked, and its answer comes back through the mailbox to ``receive(_:)`` on the main loop,
/// which calls the request's completion. A damaged database is kept aside
/// (`history.sqlite3.bad-<timestamp>`, one warning) and a new one started; one from a newer
/// version is left alone and the history is unavailable for the run. The stopwatch never
/// waits for any of it.
public final class SQLiteSessionHistory: SessionHistoryDataSource {
    /// The answer to one request, carried from the worker to the main loop.
    public struct Reply: Sendable {
        let request: Int
        let outcome: Outcome
    }

    enum Outcome: Sendable {
        case done(Result<Void, HistoryFailure>)
        case summaries(Result<[SessionSummary], HistoryFailure>)
        case session(Result<Session?, HistoryFailure>)
        case runTimes(Result<RunTimes, HistoryFailure>)
    }

    private let worker: HistoryWorker
    private var pending: [Int: (Outcome) -> Void] = [:]
    private var lastRequest = 0

    /// `mailbox` carries each answer to the main loop, where its receiver must call
    /// ``receive(_:)``.
    public init(path: String, logger: any Logger & Sendable, mailbox: any MainLoopMailbox<Reply>) {
        worker = HistoryWorker(path: path, logger: logger, mailbox: mailbox)
    }

    /// Takes an answer the worker posted, on the main loop.
    public func receive(_ reply: Reply) {
        pending.removeValue(forKey: reply.request)?(reply.outcome)
    }

    public func add(_ session: Session, completion: @escaping (Result<Void, HistoryFailure>) -> Void) {
        let request = register { if case .done(let result) = $0 { completion(result) } }
        worker.perform(request, as: Outcome.done) { database in try database.add(session) }
    }

    public func remove(_ id: SessionID, completion: @escaping (Result<Void, HistoryFailure>) -> Void) {
        let request = register { if case .done(let result) = $0 { completion(result) } }
        worker.perform(request, as: Outcome.done) { database in try database.remove(id) }
    }

    public func summaries(completion: @escaping (Result<[SessionSummary], HistoryFailure>) -> Void) {
        let request = register { if case .summaries(let result) = $0 { completion(result) } }
        worker.perform(request, as: Outcome.summaries) { database in try database.summaries() }
    }

    public func session(_ id: SessionID, completion: @escaping (Result<Session?, HistoryFailure>) -> Void) {
        let request = register { if case .session(let result) = $0 { completion(result) } }
        worker.perform(request, as: Outcome.session) { database in try database.session(id) }
    }

    public func runTimes(
        boundaries: [Duration], unnamed: String, completion: @escaping (Result<RunTimes, HistoryFailure>) -> Void
    ) {
        let request = register { if case .runTimes(let result) = $0 { completion(result) } }
        worker.perform(request, as: Outcome.runTimes) { database in try database.runTimes(boundaries: boundaries, unnamed: unnamed) }
    }

    /// Waits until every request so far is done, or `timeout` has passed (tests, quitting).
    public func flush(timeout: Duration) -> Bool {
        worker.flush(timeout: timeout)
    }

    /// Every session with its laps, newest first, read at once on this thread: for the
    /// command line, which has no main loop. No file is no sessions.
    public static func readAll(path: String) -> Result<[Session], HistoryFailure> {
        guard FileSystem.exists(path) else { return .success([]) }
        do {
            let database = try SessionDatabase(path: path)
            return .success(try database.summaries().compactMap { try database.session($0.id) })
        } catch let failure as SessionDatabase.OpenFailure {
            return .failure(HistoryWorker.describe(failure))
        } catch {
            return .failure(HistoryFailure(String(describing: error)))
        }
    }

    /// What every kept session counts in each period between consecutive `boundaries`, read
    /// at once on this thread: for the command line's totals. No file is no time.
    public static func readRunTimes(path: String, boundaries: [Duration], unnamed: String) -> Result<RunTimes, HistoryFailure> {
        guard FileSystem.exists(path) else { return .success(RunTimes()) }
        do {
            return .success(try SessionDatabase(path: path).runTimes(boundaries: boundaries, unnamed: unnamed))
        } catch let failure as SessionDatabase.OpenFailure {
            return .failure(HistoryWorker.describe(failure))
        } catch {
            return .failure(HistoryFailure(String(describing: error)))
        }
    }

    private func register(_ completion: @escaping (Outcome) -> Void) -> Int {
        lastRequest += 1
        pending[lastRequest] = completion
        return lastRequest
    }
}

/// The history's thread: a serial worker, and the open database behind a lock that only that
/// thread takes.
final class HistoryWorker: Sendable {
    private struct State {
        var database: SessionDatabase?
        /// Set once the database is found to be from a newer version: not opened again.
        var newerVersion: Int64?
    }

    private let worker = SerialWorker()
    private let state = LockedValue(State())
    private let path: String
    private let logger: any Logger & Sendable
    private let mailbox: any MainLoopMailbox<SQLiteSessionHistory.Reply>

    init(path: String, logger: any Logger & Sendable, mailbox: any MainLoopMailbox<SQLiteSessionHistory.Reply>) {
        self.path = path
        self.logger = logger
        self.mailbox = mailbox
    }

    /// Runs `job` on the database, in order, and posts its outcome for `request`.
    func perform<Success: Sendable>(
        _ request: Int,
        as outcome: @escaping @Sendable (Result<Success, HistoryFailure>) -> SQLiteSessionHistory.Outcome,
        _ job: @escaping @Sendable (SessionDatabase) throws -> Success
    ) {
        worker.submit { [self] in
            let result: Result<Success, HistoryFailure> = state.withLock { state in
                switch open(&state) {
                case .failure(let failure): return .failure(failure)
                case .success(let database):
                    do {
                        return .success(try job(database))
                    } catch {
                        return .failure(HistoryFailure(String(describing: error)))
                    }
                }
            }
            mailbox.post(SQLiteSessionHistory.Reply(request: request, outcome: outcome(result)))
        }
    }

    func flush(timeout: Duration) -> Bool {
        worker.flush(timeout: timeout)
    }

    private func open(_ state: inout State) -> Result<SessionDatabase, HistoryFailure> {
        if let database = state.database { return .success(database) }
        if let version = state.newerVersion { return .failure(Self.describe(.newerVersion(version))) }
        do {
            state.database = try SessionDatabase(path: path)
        } catch .damaged(let reason) {
            keepAside(because: reason)
            state.database = try? SessionDatabase(path: path)
        } catch .newerVersion(let version) {
            // Left as it is; the repository logs the failure once.
            state.newerVersion = version
        } catch {
            return .failure(Self.describe(error))
        }
        return state.database.map { .success($0) }
            ?? .failure(
                Self.describe(
                    state.newerVersion.map { .newerVersion($0) }
                        ?? .unavailable("a new history could not be started")))
    }

    /// Moves a damaged database (and its journal files) aside, so a new one can start.
    private func keepAside(because reason: String) {
        let kept = FileSystem.asidePath(for: path)
        for suffix in ["", "-wal", "-shm"] where FileSystem.exists(path + suffix) {
            rename(path + suffix, kept + suffix)
        }
        logger.warning("The history is damaged (\(reason)): kept aside as \(kept); starting a new one")
    }

    static func describe(_ failure: SessionDatabase.OpenFailure) -> HistoryFailure {
        switch failure {
        case .newerVersion: .newerVersion
        case .damaged(let reason): .damaged(reason)
        case .unavailable(let reason): .unavailable(reason)
        }
    }
}
