/// Where finished sessions are kept (a SQLite database, memory in tests).
///
/// Every call returns at once; the work happens off the main loop, in the order asked, and
/// each completion is called on the main loop thread. The stopwatch never waits for it.
public protocol SessionHistoryDataSource: AnyObject {
    /// Stores `session`.
    func add(_ session: Session, completion: @escaping (Result<Void, HistoryFailure>) -> Void)
    /// Removes the session `id`; removing one that is not there succeeds.
    func remove(_ id: SessionID, completion: @escaping (Result<Void, HistoryFailure>) -> Void)
    /// Every stored session, newest first (by start time): this machine's, and those of the
    /// other machines counted (none forgotten), each with its machine.
    func summaries(completion: @escaping (Result<[SessionSummary], HistoryFailure>) -> Void)
    /// One stored session with its laps, or `nil` when there is no such session.
    func session(_ id: SessionID, completion: @escaping (Result<Session?, HistoryFailure>) -> Void)
    /// What every stored session counts in each period between consecutive instants of
    /// `boundaries` (the starts of local days, then the end of the last): a credit at each
    /// period's start a stopwatch; a session from before run logs counts its time where it
    /// started; sessions from before names under `unnamed`. `machine`: whose sessions, of a
    /// sync folder's machines.
    func runTimes(
        boundaries: [Duration], unnamed: String, machine: MachineChoice, completion: @escaping (Result<RunTimes, HistoryFailure>) -> Void)
    /// Counts `machine`'s time nowhere from now on (`forgotten`), or again (not), keeping what
    /// it wrote, so that forgetting can be undone.
    func forget(_ machine: MachineID, _ forgotten: Bool, completion: @escaping (Result<Void, HistoryFailure>) -> Void)
    /// The other machines of a sync folder whose time the history counts (none forgotten),
    /// each with the name it last gave itself (`nil` before it gave one).
    func otherMachines(completion: @escaping (Result<[(id: MachineID, name: String?)], HistoryFailure>) -> Void)
    /// The machines forgotten (``forget(_:_:completion:)``): what they show is left out too.
    func forgottenMachines(completion: @escaping (Result<Set<MachineID>, HistoryFailure>) -> Void)
    /// Keeps `mend`, a mend of a past session (ARCHITECTURE.md, "Mends"); one kept already is
    /// kept once. The sessions stay as stored: ``MendedHistory`` lays the mends over them.
    func addMend(_ mend: SessionMend, completion: @escaping (Result<Void, HistoryFailure>) -> Void)
    /// Every mend kept, of every machine.
    func mends(completion: @escaping (Result<[SessionMend], HistoryFailure>) -> Void)
    /// The sessions stored that `reads` names, and every other session of the same machine
    /// whose stopwatch is that of one of its `timed` or one of its `names` (ignoring case):
    /// what the rules of mends read, as stored, this machine's under `thisMachine`.
    func sessions(
        read reads: MendReads, thisMachine: MachineID, completion: @escaping (Result<[MachineSession], HistoryFailure>) -> Void)
    /// Every mend kept laid over the sessions they may touch (``MendedHistory``), made where
    /// the data source works: ten thousand mends from another machine take a part of a second
    /// to lay over a year, which the main loop must not wait for (docs/performance.md).
    func mendedHistory(thisMachine: MachineID, completion: @escaping (Result<MendedHistory, HistoryFailure>) -> Void)
    /// ``summaries(completion:)`` as `mended` leaves them, laid over where the data source works.
    func summaries(mendedBy mended: MendedHistory, completion: @escaping (Result<[SessionSummary], HistoryFailure>) -> Void)
}

extension SessionHistoryDataSource {
    /// Made on the main loop, from ``mends(completion:)`` and the sessions they name: for data
    /// sources that answer at once.
    public func mendedHistory(thisMachine: MachineID, completion: @escaping (Result<MendedHistory, HistoryFailure>) -> Void) {
        mends { result in
            switch result {
            case .failure(let failure): completion(.failure(failure))
            case .success(let mends) where mends.isEmpty: completion(.success(.none))
            case .success(let mends):
                self.sessions(read: MendReads(of: mends), thisMachine: thisMachine) { sessions in
                    completion(sessions.map { MendedHistory(mends: mends, sessions: $0, thisMachine: thisMachine) })
                }
            }
        }
    }

    /// Laid over on the main loop: for data sources that answer at once.
    public func summaries(mendedBy mended: MendedHistory, completion: @escaping (Result<[SessionSummary], HistoryFailure>) -> Void) {
        summaries { completion($0.map(mended.summaries)) }
    }

    /// Every machine's sessions.
    public func runTimes(boundaries: [Duration], unnamed: String, completion: @escaping (Result<RunTimes, HistoryFailure>) -> Void) {
        runTimes(boundaries: boundaries, unnamed: unnamed, machine: .all, completion: completion)
    }
}

/// Why the history could not do what it was asked: a kind, so that presentation says it in
/// the user's language; the log reads ``description``.
public enum HistoryFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// The database is from a newer version of the app.
    case newerVersion
    /// The database is damaged, for `reason` (SQLite's words); it was kept aside.
    case damaged(String)
    /// The database cannot be used, for `reason` (the system's or SQLite's words).
    case unavailable(String)

    /// The database cannot be used, for `reason`.
    public init(_ reason: String) {
        self = .unavailable(reason)
    }

    /// In English, for the log.
    public var description: String {
        switch self {
        case .newerVersion: "the history is from a newer version of Stopwatch"
        case .damaged(let reason): "the history is damaged (\(reason))"
        case .unavailable(let reason): reason
        }
    }
}
