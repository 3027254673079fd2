import StopwatchCore
import StopwatchFileSystem

/// The session history at `path` read at once on the calling thread, for the command line,
/// which has no main loop: each request opens the database, answers before it returns (its
/// completion too), and writes nothing (a write is refused). No file is an empty history. So
/// the command line runs the app's own use cases (`TotalsUseCase`) over the same history.
public final class SQLiteHistoryAtOnce: SessionHistoryDataSource {
    private let path: String

    public init(path: String) {
        self.path = path
    }

    /// Every session as mended, newest first: this machine's with their laps; the other
    /// machines' (but those forgotten) as the History lists them, with where they ran
    /// (`--history`). This machine's sessions are `thisMachine`'s in mends.
    public func entries(thisMachine: MachineID? = nil) -> Result<[HistoryEntry], HistoryFailure> {
        read(absent: []) { database in
            let mended = try database.mendedHistory(thisMachine: thisMachine)
            return try mended.summaries(database.summaries(withOtherMachines: true)).map { summary in
                guard summary.machine == nil else { return .elsewhere(summary) }
                // Its laps as kept (a split part has none of its own yet), its times as mended.
                let stored = try database.session(summary.id)
                return .here(
                    Session(
                        id: summary.id, startedAt: summary.startedAt, elapsed: summary.elapsed, laps: stored?.laps ?? LapHistory(),
                        stopwatchName: summary.stopwatchName, adjusted: summary.adjusted, runLog: stored?.runLog ?? .empty))
            }
        }
    }

    /// What every kept session of `machine` counts in each period between consecutive
    /// `boundaries`.
    public func runTimes(boundaries: [Duration], unnamed: String, machine: MachineChoice = .all) -> Result<RunTimes, HistoryFailure> {
        read(absent: RunTimes()) {
            try $0.runTimes(boundaries: boundaries, unnamed: unnamed, machine: SQLiteSessionHistory.storedName(of: machine))
        }
    }

    /// The other machines whose time the history counts, with the names they last gave
    /// themselves (`nil` before one was read).
    public func machines() -> Result<[(id: MachineID, name: String?)], HistoryFailure> {
        read(absent: []) { try $0.machines() }
    }

    /// The machines forgotten (`--status` leaves their stopwatches out).
    public func forgotten() -> Result<Set<MachineID>, HistoryFailure> {
        read(absent: []) { try $0.forgottenMachines() }
    }

    public func add(_ session: Session, completion: @escaping (Result<Void, HistoryFailure>) -> Void) {
        completion(.failure(Self.readOnly))
    }

    public func remove(_ id: SessionID, completion: @escaping (Result<Void, HistoryFailure>) -> Void) {
        completion(.failure(Self.readOnly))
    }

    public func forget(_ machine: MachineID, _ forgotten: Bool, completion: @escaping (Result<Void, HistoryFailure>) -> Void) {
        completion(.failure(Self.readOnly))
    }

    public func summaries(completion: @escaping (Result<[SessionSummary], HistoryFailure>) -> Void) {
        completion(read(absent: []) { try $0.summaries(withOtherMachines: true) })
    }

    public func session(_ id: SessionID, completion: @escaping (Result<Session?, HistoryFailure>) -> Void) {
        completion(read(absent: nil) { try $0.session(id) })
    }

    public func runTimes(
        boundaries: [Duration], unnamed: String, machine: MachineChoice, completion: @escaping (Result<RunTimes, HistoryFailure>) -> Void
    ) {
        completion(runTimes(boundaries: boundaries, unnamed: unnamed, machine: machine))
    }

    public func otherMachines(completion: @escaping (Result<[(id: MachineID, name: String?)], HistoryFailure>) -> Void) {
        completion(machines())
    }

    public func forgottenMachines(completion: @escaping (Result<Set<MachineID>, HistoryFailure>) -> Void) {
        completion(forgotten())
    }

    public func addMend(_ mend: SessionMend, completion: @escaping (Result<Void, HistoryFailure>) -> Void) {
        completion(.failure(Self.readOnly))
    }

    public func mends(completion: @escaping (Result<[SessionMend], HistoryFailure>) -> Void) {
        completion(read(absent: []) { try $0.mends() })
    }

    public func sessions(
        read reads: MendReads, thisMachine: MachineID, completion: @escaping (Result<[MachineSession], HistoryFailure>) -> Void
    ) {
        completion(read(absent: []) { try $0.sessions(read: reads, thisMachine: thisMachine) })
    }

    /// What `answer` reads from the database, opened on this thread; `absent` without a file
    /// (nothing was ever kept).
    private func read<Answer>(absent: Answer, _ answer: (SessionDatabase) throws -> Answer) -> Result<Answer, HistoryFailure> {
        guard FileSystem.exists(path) else { return .success(absent) }
        do {
            return .success(try answer(try SessionDatabase(path: path)))
        } catch let failure as SessionDatabase.OpenFailure {
            return .failure(HistoryWorker.describe(failure))
        } catch {
            return .failure(HistoryFailure(String(describing: error)))
        }
    }

    private static let readOnly = HistoryFailure("the command line reads the history, never writes it")
}
