import StopwatchCore

/// The session history at `path` read at once on the calling thread, for the command line,
/// which has no main loop: each request opens the database, answers its completion before it
/// returns, and writes nothing (a write is refused). No file is an empty history. So the
/// command line runs the app's own use cases (`TotalsUseCase`) over the same history.
public final class SQLiteHistoryAtOnce: SessionHistoryDataSource {
    private let path: String

    public init(path: String) {
        self.path = path
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
        completion(SQLiteSessionHistory.readAtOnce(path: path, absent: []) { try $0.summaries(withOtherMachines: true) })
    }

    public func session(_ id: SessionID, completion: @escaping (Result<Session?, HistoryFailure>) -> Void) {
        completion(SQLiteSessionHistory.readAtOnce(path: path, absent: nil) { try $0.session(id) })
    }

    public func runTimes(
        boundaries: [Duration], unnamed: String, machine: MachineChoice, completion: @escaping (Result<RunTimes, HistoryFailure>) -> Void
    ) {
        completion(
            SQLiteSessionHistory.readAtOnce(path: path, absent: RunTimes()) {
                try $0.runTimes(boundaries: boundaries, unnamed: unnamed, machine: SQLiteSessionHistory.storedName(of: machine))
            })
    }

    public func otherMachines(completion: @escaping (Result<[(id: MachineID, name: String?)], HistoryFailure>) -> Void) {
        completion(SQLiteSessionHistory.readAtOnce(path: path, absent: []) { try $0.machines() })
    }

    public func forgottenMachines(completion: @escaping (Result<Set<MachineID>, HistoryFailure>) -> Void) {
        completion(SQLiteSessionHistory.readAtOnce(path: path, absent: []) { try $0.forgottenMachines() })
    }

    private static let readOnly = HistoryFailure("the command line reads the history, never writes it")
}
