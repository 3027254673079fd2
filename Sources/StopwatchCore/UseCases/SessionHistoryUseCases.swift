/// What can be done with the history of sessions: list them, open one, delete one, and undo
/// a deletion. Each reaches the history off the main loop and answers on it.
public final class SessionHistoryUseCases {
    private let history: SessionHistoryRepository
    /// Now, which no mend may put a beginning, an end or a split after (`nil`: the system's).
    private let wallClock: WallClock?

    public init(history: SessionHistoryRepository, wallClock: WallClock? = nil) {
        self.history = history
        self.wallClock = wallClock
    }

    /// Mends `session`, any machine's, by `change` when every rule of mends lets it, else says
    /// why (ARCHITECTURE.md, "Mends"); the answer on the main loop.
    public func mend(_ session: SessionRef, by change: MendChange, completion: @escaping (SessionMendProblem?) -> Void) {
        guard let wallClock else { return completion(.history(HistoryFailure("no clock to tell now by"))) }
        history.mend(session, by: change, now: wallClock.now(), completion: completion)
    }

    /// Splits `session` at the wall-clock instant `instant`: the part after it is a session of
    /// its own, newly numbered on this machine, which the answer names (on the main loop).
    public func split(
        _ session: SessionRef, at instant: Duration, completion: @escaping (Result<SessionRef, SessionMendProblem>) -> Void
    ) {
        guard let machine = thisMachine else { return completion(.failure(.noMachineID)) }
        var random = SystemRandomNumberGenerator()
        let part = SessionID.make(using: &random)
        mend(session, by: .split(at: instant, newID: part)) { problem in
            completion(problem.map { .failure($0) } ?? .success(SessionRef(machine: machine, id: part)))
        }
    }

    /// Adds a session not timed (``SessionHistoryRepository/addSession(named:from:to:now:completion:)``):
    /// `name`'s, from `begin` to `end`; the answer names it (on the main loop).
    public func add(
        named name: String, from begin: Duration, to end: Duration,
        completion: @escaping (Result<SessionRef, SessionMendProblem>) -> Void
    ) {
        guard let wallClock else { return completion(.failure(.history(HistoryFailure("no clock to tell now by")))) }
        history.addSession(named: name, from: begin, to: end, now: wallClock.now(), completion: completion)
    }

    /// `session`, any machine's, as the mends leave it (``SessionHistoryRepository/mendable(_:completion:)``).
    public func mendable(_ session: SessionRef, completion: @escaping (MendableSession?) -> Void) {
        history.mendable(session, completion: completion)
    }

    /// The session a join of `session` takes in (``SessionHistoryRepository/nextOfItsStopwatch(after:completion:)``).
    public func nextOfItsStopwatch(after session: SessionRef, completion: @escaping (SessionRef?) -> Void) {
        history.nextOfItsStopwatch(after: session, completion: completion)
    }

    /// The note the mends gave `session` (empty: none), on the main loop.
    public func note(of session: SessionRef, completion: @escaping (String) -> Void) {
        history.withMends { mended, _ in completion(mended.note(of: session)) }
    }

    /// This machine's id, which its sessions are named by in mends (`nil`: none yet).
    public var thisMachine: MachineID? { history.thisMachineID }

    /// Every stored session, newest first.
    public func list(_ completion: @escaping (Result<[SessionSummary], HistoryFailure>) -> Void) {
        history.summaries(completion)
    }

    /// One session with its laps; `nil` when it is gone.
    public func open(_ id: SessionID, _ completion: @escaping (Result<Session?, HistoryFailure>) -> Void) {
        history.session(id, completion)
    }

    /// Deletes `session`; keep it to undo with ``restore(_:)``.
    public func delete(_ session: Session) {
        history.remove(session.id)
    }

    /// Puts a deleted session back, as it was.
    public func restore(_ session: Session) {
        history.add(session)
    }

    /// Told when the history changed: a session stored or removed, a machine forgotten or
    /// remembered, another machine's sessions read.
    public var changes: ObserverList<Void> { history.changes }

    /// The other machines of a sync folder whose time the history counts, with their names.
    public func otherMachines(_ completion: @escaping (Result<[(id: MachineID, name: String?)], HistoryFailure>) -> Void) {
        history.otherMachines(completion)
    }

    /// The machines forgotten: their running stopwatches are not shown either.
    public func forgottenMachines(_ completion: @escaping (Result<Set<MachineID>, HistoryFailure>) -> Void) {
        history.forgottenMachines(completion)
    }

    /// Counts `machine`'s time nowhere from now on; what it wrote is kept, for ``remember(_:)``.
    public func forget(_ machine: MachineID) {
        history.forget(machine, true)
    }

    /// Counts a forgotten machine's time again.
    public func remember(_ machine: MachineID) {
        history.forget(machine, false)
    }
}
