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
        case synced(SyncFolderReading)
        case done(Result<Void, HistoryFailure>)
        case summaries(Result<[SessionSummary], HistoryFailure>)
        case session(Result<Session?, HistoryFailure>)
        case runTimes(Result<RunTimes, HistoryFailure>)
        case machines(Result<[(id: MachineID, name: String?)], HistoryFailure>)
        case forgotten(Result<Set<MachineID>, HistoryFailure>)
        case mends(Result<[SessionMend], HistoryFailure>)
        case sessions(Result<[MachineSession], HistoryFailure>)
        case mended(Result<MendedHistory, HistoryFailure>)
        /// Why this machine's records cannot be written to the sync folder now, or `nil`: told
        /// unasked (``SQLiteSessionHistory/writeFailureTold``) whenever it changes.
        case writeFailure(SyncWriteFailure?)
    }

    /// The request number of what the worker tells unasked.
    static let unasked = 0

    private let worker: HistoryWorker
    private var pending: [Int: (Outcome) -> Void] = [:]
    /// Told on the main loop, as it happens, when why this machine's records cannot be
    /// written to the sync folder changes (`nil`: they can again), not only at the next read.
    public var writeFailureTold: ((SyncWriteFailure?) -> Void)?
    private var lastRequest = 0

    /// `mailbox` carries each answer to the main loop, where its receiver must call
    /// ``receive(_:)``.
    public init(path: String, logger: any Logger & Sendable, mailbox: any MainLoopMailbox<Reply>) {
        worker = HistoryWorker(path: path, logger: logger, mailbox: mailbox)
    }

    /// Takes an answer the worker posted, on the main loop.
    public func receive(_ reply: Reply) {
        if reply.request == Self.unasked, case .writeFailure(let failure) = reply.outcome {
            writeFailureTold?(failure)
            return
        }
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
        worker.perform(request, as: Outcome.summaries) { database in try database.summaries(withOtherMachines: true) }
    }

    public func session(_ id: SessionID, completion: @escaping (Result<Session?, HistoryFailure>) -> Void) {
        let request = register { if case .session(let result) = $0 { completion(result) } }
        worker.perform(request, as: Outcome.session) { database in try database.session(id) }
    }

    public func runTimes(
        boundaries: [Duration], unnamed: String, machine: MachineChoice,
        completion: @escaping (Result<RunTimes, HistoryFailure>) -> Void
    ) {
        let request = register { if case .runTimes(let result) = $0 { completion(result) } }
        worker.perform(request, as: Outcome.runTimes) { database in
            try database.runTimes(boundaries: boundaries, unnamed: unnamed, machine: Self.storedName(of: machine))
        }
    }

    public func forget(_ machine: MachineID, _ forgotten: Bool, completion: @escaping (Result<Void, HistoryFailure>) -> Void) {
        let request = register { if case .done(let result) = $0 { completion(result) } }
        worker.perform(request, as: Outcome.done) { database in try database.forget(machine, forgotten) }
    }

    /// How the history's tables name `machine`: `nil` every machine, `""` this one, else its id.
    static func storedName(of machine: MachineChoice) -> String? {
        switch machine {
        case .all: nil
        case .this: ""
        case .other(let id): id.text
        }
    }

    public func otherMachines(completion: @escaping (Result<[(id: MachineID, name: String?)], HistoryFailure>) -> Void) {
        let request = register { if case .machines(let result) = $0 { completion(result) } }
        worker.perform(request, as: Outcome.machines) { database in try database.machines() }
    }

    public func forgottenMachines(completion: @escaping (Result<Set<MachineID>, HistoryFailure>) -> Void) {
        let request = register { if case .forgotten(let result) = $0 { completion(result) } }
        worker.perform(request, as: Outcome.forgotten) { database in try database.forgottenMachines() }
    }

    public func addMend(_ mend: SessionMend, completion: @escaping (Result<Void, HistoryFailure>) -> Void) {
        let request = register { if case .done(let result) = $0 { completion(result) } }
        worker.perform(request, as: Outcome.done) { database in try database.add(mend, sending: true) }
    }

    public func mends(completion: @escaping (Result<[SessionMend], HistoryFailure>) -> Void) {
        let request = register { if case .mends(let result) = $0 { completion(result) } }
        worker.perform(request, as: Outcome.mends) { database in try database.mends() }
    }

    public func sessions(
        read reads: MendReads, thisMachine: MachineID, completion: @escaping (Result<[MachineSession], HistoryFailure>) -> Void
    ) {
        let request = register { if case .sessions(let result) = $0 { completion(result) } }
        worker.perform(request, as: Outcome.sessions) { database in try database.sessions(read: reads, thisMachine: thisMachine) }
    }

    public func mendedHistory(thisMachine: MachineID, completion: @escaping (Result<MendedHistory, HistoryFailure>) -> Void) {
        let request = register { if case .mended(let result) = $0 { completion(result) } }
        worker.perform(request, as: Outcome.mended) { database in
            let mends = try database.mends()
            guard !mends.isEmpty else { return MendedHistory.none }
            let sessions = try database.sessions(read: MendReads(of: mends), thisMachine: thisMachine)
            return MendedHistory(mends: mends, sessions: sessions, thisMachine: thisMachine)
        }
    }

    public func summaries(mendedBy mended: MendedHistory, completion: @escaping (Result<[SessionSummary], HistoryFailure>) -> Void) {
        let request = register { if case .summaries(let result) = $0 { completion(result) } }
        worker.perform(request, as: Outcome.summaries) { database in mended.summaries(try database.summaries(withOtherMachines: true)) }
    }

    /// Writes to and reads from the sync folder `make` makes on the history's thread (where it
    /// stays), or to none (`nil`): the sessions stored from now on, and those from before it
    /// once, are written there too (ARCHITECTURE.md, "On every machine"); only those from now
    /// on when `sendsHistoryBefore` is false (a new id for this machine, its history already
    /// there under the old one).
    public func useSyncFolder(_ make: (@Sendable () -> any SyncFolderDataSource)?, sendsHistoryBefore: Bool = true) {
        worker.useSyncFolder(make, sendsHistoryBefore: sendsHistoryBefore)
    }

    /// Reads what the other machines wrote since the last read into the history (and writes
    /// what waits to be written); `completion` says what it found, on the main loop.
    public func readSyncFolder(completion: @escaping (SyncFolderReading) -> Void) {
        let request = register { if case .synced(let reading) = $0 { completion(reading) } }
        worker.readSyncFolder(request)
    }

    /// Replaces this machine's live state in the sync folder with `state`, on the history's
    /// thread (a state replaced by a newer one before its turn is not written).
    public func writeLiveState(_ state: MachineLiveState) {
        worker.writeLiveState(state)
    }

    /// Waits until every request so far is done, or `timeout` has passed (tests, quitting).
    public func flush(timeout: Duration) -> Bool {
        worker.flush(timeout: timeout)
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
        /// What this machine writes to the sync folder, and when, while one is in use.
        var delivery: SyncFolderDelivery?
    }

    private let worker = SerialWorker()
    private let state = LockedValue(State())
    /// The newest live state asked to be written, and how many were asked.
    private let liveState = LockedValue<(state: MachineLiveState?, count: Int)>((nil, 0))
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
                    defer { state.delivery?.sendWaiting(from: database) }
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

    func useSyncFolder(_ make: (@Sendable () -> any SyncFolderDataSource)?, sendsHistoryBefore: Bool) {
        worker.submit { [self] in
            state.withLock { state in
                // A failure of the folder left is over.
                if state.delivery?.writeFailure != nil { Self.tell(writeFailure: nil, to: mailbox) }
                state.delivery = make.map { make in
                    SyncFolderDelivery(folder: make(), logger: logger) { [mailbox] in Self.tell(writeFailure: $0, to: mailbox) }
                }
                // Without a folder and without a history yet (a first run), nothing needs one
                // now: it is made when first asked. One that exists is opened here, on this
                // thread, at the start: its integrity check reads it whole (0.4 s over 100,000
                // sessions), which the first Totals or History shown would otherwise wait for.
                guard state.delivery != nil || state.database != nil || FileSystem.exists(path) else { return }
                guard case .success(let database) = open(&state) else { return }
                database.keepsOutbox = state.delivery != nil
                guard let folder = state.delivery?.folder else {
                    // Stopped by the user: a folder chosen again is a first use.
                    do { try database.forgetOwnFoldersMade() } catch {
                        logger.warning("The history cannot forget the sync folders: \(error)")
                    }
                    return
                }
                do {
                    if sendsHistoryBefore {
                        try database.sendHistoryOnce(to: folder.folder, as: folder.machine)
                    } else {
                        try database.sendNothingBefore(to: folder.folder, as: folder.machine)
                    }
                } catch {
                    logger.warning("The history cannot be made ready for the sync folder \(folder.folder): \(error)")
                }
            }
        }
    }

    func writeLiveState(_ live: MachineLiveState) {
        let newest = liveState.withLock { newest in
            newest.state = live
            newest.count += 1
            return newest.count
        }
        worker.submit { [self] in
            // Only the newest: a burst of changes is one write.
            guard let live = liveState.withLock({ $0.count == newest ? $0.state : nil }) else { return }
            state.withLock { state in
                guard let delivery = state.delivery else { return }
                let database = try? open(&state).get()
                delivery.replaceLiveState(live, store: database)
            }
        }
    }

    func readSyncFolder(_ request: Int) {
        worker.submit { [self] in
            let reading = state.withLock { state -> SyncFolderReading in
                guard let delivery = state.delivery else { return SyncFolderReading() }
                let folder = delivery.folder
                guard case .success(let database) = open(&state) else {
                    return SyncFolderReading(writeFailure: .historyUnavailable)
                }
                delivery.sendWaiting(from: database)
                let changes = folder.changes()
                var reading = SyncFolderReading(liveStates: changes.liveStates, problems: changes.problems)
                reading.machineIDShared = changes.machineIDShared
                reading.lastFileRead = changes.lastFileRead
                for (machine, live) in changes.liveStates {
                    do {
                        try database.noteMachine(machine, name: live.machineName, seenAt: live.writtenAt)
                    } catch {
                        reading.problems.append("\(folder.folder)/\(machine.text): its name not kept: \(error)")
                    }
                }
                for (machine, records) in changes.records.sorted(by: { $0.key < $1.key }) {
                    do {
                        reading.changed = try database.takeIn(records, from: machine) || reading.changed
                    } catch {
                        reading.problems.append("\(folder.folder)/\(machine.text): not taken into the history: \(error)")
                    }
                }
                reading.writeFailure = delivery.writeFailure
                return reading
            }
            tell(reading.problems)
            mailbox.post(SQLiteSessionHistory.Reply(request: request, outcome: .synced(reading)))
        }
    }

    /// Tells the main loop at once that why this machine's records cannot be written changed:
    /// Preferences says it without waiting for the folder to change (the next read).
    private static func tell(writeFailure failure: SyncWriteFailure?, to mailbox: any MainLoopMailbox<SQLiteSessionHistory.Reply>) {
        mailbox.post(SQLiteSessionHistory.Reply(request: SQLiteSessionHistory.unasked, outcome: .writeFailure(failure)))
    }

    /// Says in the log what was passed over in the sync folder, at most twenty lines a read.
    private func tell(_ problems: [String]) {
        for problem in problems.prefix(20) { logger.warning("Sync folder: \(problem)") }
        if problems.count > 20 { logger.warning("Sync folder: \(problems.count - 20) more problems not told") }
    }

    func flush(timeout: Duration) -> Bool {
        worker.flush(timeout: timeout)
    }

    private func open(_ state: inout State) -> Result<SessionDatabase, HistoryFailure> {
        if let database = state.database { return .success(database) }
        if let version = state.newerVersion { return .failure(Self.describe(.newerVersion(version))) }
        defer { state.database?.keepsOutbox = state.delivery != nil }
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
