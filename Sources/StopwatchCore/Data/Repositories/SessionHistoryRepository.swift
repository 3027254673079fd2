/// Keeps finished sessions through the ``SessionHistoryDataSource`` port.
///
/// The stopwatch never depends on it: storing and removing are fire-and-forget, a failure
/// becomes one log line (a failure that repeats is logged once), and reading reports the
/// failure to whoever asked.
public final class SessionHistoryRepository {
    private let dataSource: SessionHistoryDataSource
    private let logger: Logger
    private var lastFailure: HistoryFailure?
    /// Told when a session was handed over to be stored or removed: a read asked for from now
    /// on sees it (the data source works in order).
    public let changes = ObserverList<Void>()

    public init(dataSource: SessionHistoryDataSource, logger: Logger) {
        self.dataSource = dataSource
        self.logger = logger
    }

    /// Stores `session` in the background.
    public func add(_ session: Session) {
        dataSource.add(session) { [weak self] result in self?.note(result, doing: "store a session in the history") }
        changes.notify(())
    }

    /// Removes the session `id` in the background.
    public func remove(_ id: SessionID) {
        dataSource.remove(id) { [weak self] result in self?.note(result, doing: "remove a session from the history") }
        changes.notify(())
    }

    /// Tells the observers of ``changes`` that the history changed from outside: another
    /// machine's sessions taken in from the sync folder.
    public func changedElsewhere() {
        changes.notify(())
    }

    /// Every stored session, newest first, on the main loop.
    public func summaries(_ completion: @escaping (Result<[SessionSummary], HistoryFailure>) -> Void) {
        dataSource.summaries { [weak self] result in
            self?.note(result, doing: "list the history")
            completion(result)
        }
    }

    /// One stored session with its laps, on the main loop.
    public func session(_ id: SessionID, _ completion: @escaping (Result<Session?, HistoryFailure>) -> Void) {
        dataSource.session(id) { [weak self] result in
            self?.note(result, doing: "read a session from the history")
            completion(result)
        }
    }

    /// What the stored sessions (of `machine`) count in each period between consecutive
    /// `boundaries`, on the main loop.
    public func runTimes(
        boundaries: [Duration], unnamed: String, machine: MachineChoice = .all,
        _ completion: @escaping (Result<RunTimes, HistoryFailure>) -> Void
    ) {
        dataSource.runTimes(boundaries: boundaries, unnamed: unnamed, machine: machine) { [weak self] result in
            self?.note(result, doing: "read when the sessions ran")
            completion(result)
        }
    }

    /// Counts `machine`'s time nowhere (`forgotten`), or again, in the background; the
    /// history's observers are told (the totals change).
    public func forget(_ machine: MachineID, _ forgotten: Bool) {
        dataSource.forget(machine, forgotten) { [weak self] result in self?.note(result, doing: "forget a machine") }
        changes.notify(())
    }

    /// The other machines whose time the history counts, on the main loop.
    public func otherMachines(_ completion: @escaping (Result<[(id: MachineID, name: String?)], HistoryFailure>) -> Void) {
        dataSource.otherMachines { [weak self] result in
            self?.note(result, doing: "list the other machines")
            completion(result)
        }
    }

    /// The machines forgotten, on the main loop.
    public func forgottenMachines(_ completion: @escaping (Result<Set<MachineID>, HistoryFailure>) -> Void) {
        dataSource.forgottenMachines { [weak self] result in
            self?.note(result, doing: "list the machines forgotten")
            completion(result)
        }
    }

    private func note<Success>(_ result: Result<Success, HistoryFailure>, doing what: String) {
        switch result {
        case .success:
            lastFailure = nil
        case .failure(let failure):
            if failure != lastFailure { logger.error("Could not \(what): \(failure)") }
            lastFailure = failure
        }
    }
}
