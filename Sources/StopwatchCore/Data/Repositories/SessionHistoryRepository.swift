/// Keeps finished sessions through the ``SessionHistoryDataSource`` port, and lays every
/// machine's mends over them (``MendedHistory``): the list and the totals it reads are the
/// history as mended.
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
    /// This machine's id, which mends name its sessions by (`nil`: none yet, so none mended).
    private let thisMachine: () -> MachineID?
    /// This machine's id, which mends name its sessions by (`nil`: none yet).
    public var thisMachineID: MachineID? { thisMachine() }
    /// What the mends kept make of the history, once read; `nil` when to be read again.
    private var mended: (history: MendedHistory, forgotten: Set<MachineID>, machine: MachineID?)?
    /// Those waiting for it to be read, and how many changes were made: a read begun before
    /// the last change is read again.
    private var waitingForMends: [(MendedHistory, Set<MachineID>) -> Void] = []
    private var changeCount = 0
    /// The mends asked for and not yet answered, the first being made: each is given what to
    /// call once answered.
    private var mendsWaiting: [(_ done: @escaping () -> Void) -> Void] = []

    public init(dataSource: SessionHistoryDataSource, logger: Logger, thisMachine: @escaping () -> MachineID? = { nil }) {
        self.dataSource = dataSource
        self.logger = logger
        self.thisMachine = thisMachine
    }

    /// Stores `session` in the background.
    public func add(_ session: Session) {
        dataSource.add(session) { [weak self] result in self?.note(result, doing: "store a session in the history") }
        changed()
    }

    /// Removes the session `id` in the background.
    public func remove(_ id: SessionID) {
        dataSource.remove(id) { [weak self] result in self?.note(result, doing: "remove a session from the history") }
        changed()
    }

    /// Tells the observers of ``changes`` that the history changed from outside: another
    /// machine's sessions taken in from the sync folder.
    public func changedElsewhere() {
        changed()
    }

    /// Every stored session as mended, newest first, on the main loop.
    public func summaries(_ completion: @escaping (Result<[SessionSummary], HistoryFailure>) -> Void) {
        withMends { [weak self] mended, _ in
            guard let self else { return }
            let asOf = changeCount
            dataSource.summaries(mendedBy: mended) { [weak self] result in
                guard let self else { return completion(result) }
                note(result, doing: "list the history")
                // Changed while listed: the list may hold what the mends read before do not
                // know of yet (a removal taken in from the folder); listed again.
                guard asOf == changeCount else { return summaries(completion) }
                completion(result)
            }
        }
    }

    /// One stored session with its laps, on the main loop.
    /// (As mended: its times, stopwatch and corrections; `nil` once removed.)
    public func session(_ id: SessionID, _ completion: @escaping (Result<Session?, HistoryFailure>) -> Void) {
        dataSource.session(id) { [weak self] result in
            guard let self else { return completion(result) }
            note(result, doing: "read a session from the history")
            withMends { mended, _ in completion(result.map { $0.flatMap(mended.session) }) }
        }
    }

    /// What the stored sessions (of `machine`) count in each period between consecutive
    /// `boundaries`, on the main loop.
    public func runTimes(
        boundaries: [Duration], unnamed: String, machine: MachineChoice = .all,
        _ completion: @escaping (Result<RunTimes, HistoryFailure>) -> Void
    ) {
        dataSource.runTimes(boundaries: boundaries, unnamed: unnamed, machine: machine) { [weak self] result in
            guard let self else { return completion(result) }
            note(result, doing: "read when the sessions ran")
            withMends { mended, forgotten in
                completion(
                    result.map { times in
                        var times = times
                        times.credits += mended.corrections(
                            boundaries: boundaries, unnamed: unnamed, machine: machine, forgotten: forgotten)
                        return times
                    })
            }
        }
    }

    /// Counts `machine`'s time nowhere (`forgotten`), or again, in the background; the
    /// history's observers are told (the totals change).
    public func forget(_ machine: MachineID, _ forgotten: Bool) {
        dataSource.forget(machine, forgotten) { [weak self] result in self?.note(result, doing: "forget a machine") }
        changed()
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

    /// Mends `session` by `change` when every rule of mends lets it, as this machine's next
    /// mend (its stamp after every mend kept); else says why, nothing changed. `now`: no
    /// beginning, end or split after it. The answer on the main loop. Mends asked for together
    /// (two callers of the interface) are made one after another: each is stamped after the
    /// one before, never with the same count.
    public func mend(
        _ session: SessionRef, by change: MendChange, now: Duration, completion: @escaping (SessionMendProblem?) -> Void
    ) {
        mendsWaiting.append { [weak self] done in
            self?.makeMend(session, by: change, now: now) { problem in
                completion(problem)
                done()
            }
        }
        if mendsWaiting.count == 1 { mendsWaiting[0](nextMend) }
    }

    /// The mend made first is done: the next one waiting begins.
    private func nextMend() {
        mendsWaiting.removeFirst()
        mendsWaiting.first?(nextMend)
    }

    private func makeMend(
        _ session: SessionRef, by change: MendChange, now: Duration, completion: @escaping (SessionMendProblem?) -> Void
    ) {
        guard let machine = thisMachine() else { return completion(.noMachineID) }
        switch change {
        case .begin(let instant), .end(let instant), .split(let instant, _):
            guard instant <= now else { return completion(.afterNow) }
        case .length, .stopwatch, .note, .join, .remove: break
        }
        dataSource.mends { [weak self] result in
            guard let self else { return }
            let mends: [SessionMend]
            switch result {
            case .success(let read): mends = read
            case .failure(let failure): return completion(.history(failure))
            }
            let mend = SessionMend(stamp: MendStamp.next(after: mends.map(\.stamp), on: machine), session: session, change: change)
            dataSource.sessions(read: MendReads(of: mends + [mend]), thisMachine: machine) { [weak self] result in
                guard let self else { return }
                switch result {
                case .failure(let failure): return completion(.history(failure))
                case .success(let sessions):
                    if let problem = PastMends.problem(of: mend, after: mends, on: sessions.map(MendedHistory.mendable)) {
                        return completion(problem)
                    }
                }
                // Answered once kept: whoever asked (the command line) may read the history next.
                dataSource.addMend(mend) { [weak self] result in
                    self?.note(result, doing: "keep a mend of a session")
                    switch result {
                    case .success: completion(nil)
                    case .failure(let failure): completion(.history(failure))
                    }
                }
                changed()
            }
        }
    }

    /// `session`, any machine's, as every mend leaves it (its times, stopwatch and note), for a
    /// dialog that mends it from the list; `nil` when it is not stored, was removed or joined
    /// into another, or the history cannot be read. The answer on the main loop.
    public func mendable(_ session: SessionRef, completion: @escaping (MendableSession?) -> Void) {
        guard let machine = thisMachine() else { return completion(nil) }
        dataSource.mends { [weak self] result in
            guard let self, case .success(let mends) = result else { return completion(nil) }
            dataSource.sessions(read: MendReads(of: mends).naming(session), thisMachine: machine) { result in
                guard case .success(let sessions) = result else { return completion(nil) }
                completion(MendedHistory(mends: mends, sessions: sessions, thisMachine: machine).asMended(session))
            }
        }
    }

    /// The session of `session`'s stopwatch, on the machine it ran on, that began first at or
    /// after it ended, as every mend leaves them: the one a join takes in. `nil` when there is
    /// none, or the history cannot be read. The answer on the main loop.
    public func nextOfItsStopwatch(after session: SessionRef, completion: @escaping (SessionRef?) -> Void) {
        guard let machine = thisMachine() else { return completion(nil) }
        dataSource.mends { [weak self] result in
            guard let self, case .success(let mends) = result else { return completion(nil) }
            dataSource.sessions(read: MendReads(of: mends).withNeighbours(of: session), thisMachine: machine) { result in
                guard case .success(let sessions) = result else { return completion(nil) }
                let outcome = PastMends.apply(mends, to: sessions.map(MendedHistory.mendable))
                guard let earlier = outcome.sessions[session], let end = earlier.end else { return completion(nil) }
                let next = outcome.sessions.values
                    .filter {
                        $0.ref != session && $0.ranOn == earlier.ranOn && StopwatchName.same($0.stopwatchName, earlier.stopwatchName)
                            && ($0.begin ?? .zero) >= end
                    }
                    .min { ($0.begin ?? .zero, $0.ref) < ($1.begin ?? .zero, $1.ref) }
                completion(next?.ref)
            }
        }
    }

    /// Adds a session this machine did not time (`stopwatch --add`): `name`'s, from `begin` to
    /// `end` (wall-clock instants), stored as this machine's, so it reaches every machine as its
    /// sessions do; refused, nothing stored, when it would end after `now` or before it begins,
    /// or meet another session of that stopwatch on this machine (as mended). The answer, the new
    /// session's reference, on the main loop; removing it undoes it.
    public func addSession(
        named name: String, from begin: Duration, to end: Duration, now: Duration,
        completion: @escaping (Result<SessionRef, SessionMendProblem>) -> Void
    ) {
        guard let machine = thisMachine() else { return completion(.failure(.noMachineID)) }
        guard begin >= .zero, end <= TimeBounds.maximumWallClock else { return completion(.failure(.refused(.pastTheLimit))) }
        guard end <= now else { return completion(.failure(.afterNow)) }
        guard begin < end else { return completion(.failure(.refused(.endsBeforeItBegins))) }
        guard end - begin <= TimeBounds.maximumElapsed else { return completion(.failure(.refused(.pastTheLimit))) }
        guard let name = try? StopwatchName.normalized(name) else { return completion(.failure(.refused(.stopwatchName))) }
        var random = SystemRandomNumberGenerator()
        let runLog = RunLog(spans: [RunLog.Span(start: begin, end: end)])
        let added = Session(
            id: .make(using: &random), startedAt: begin, elapsed: end - begin, laps: LapHistory(), stopwatchName: name, runLog: runLog)
        let ref = SessionRef(machine: machine, id: added.id)
        dataSource.mends { [weak self] result in
            guard let self else { return }
            let mends: [SessionMend]
            switch result {
            case .success(let read): mends = read
            case .failure(let failure): return completion(.failure(.history(failure)))
            }
            dataSource.sessions(read: MendReads(of: mends).meeting(name, on: ref), thisMachine: machine) { [weak self] result in
                guard let self else { return }
                switch result {
                case .failure(let failure): return completion(.failure(.history(failure)))
                case .success(let sessions):
                    let outcome = PastMends.apply(mends, to: sessions.map(MendedHistory.mendable))
                    let candidate = MendableSession(ref: ref, stopwatchName: name, runLog: runLog)
                    if let met = PastMends.firstMet(by: candidate, among: outcome.sessions.values) {
                        return completion(.failure(.refused(.overlaps(met))))
                    }
                }
                dataSource.add(added) { [weak self] result in
                    self?.note(result, doing: "store a session added by hand")
                    switch result {
                    case .success: completion(.success(ref))
                    case .failure(let failure): completion(.failure(.history(failure)))
                    }
                }
                changed()
            }
        }
    }

    /// What the mends make of the history now, read once after each change; `body` on the main
    /// loop (at once when read already).
    public func withMends(_ body: @escaping (MendedHistory, Set<MachineID>) -> Void) {
        // Read again once this machine has its id (made as the app starts).
        if let mended, mended.machine == thisMachine() { return body(mended.history, mended.forgotten) }
        waitingForMends.append(body)
        guard waitingForMends.count == 1 else { return }
        readMends()
    }

    private func readMends() {
        let asOf = changeCount
        let machine = thisMachine()
        dataSource.forgottenMachines { [weak self] forgotten in
            guard let self else { return }
            let forgotten = (try? forgotten.get()) ?? []
            guard let machine else { return finish(.none, forgotten, machine, asOf: asOf) }
            dataSource.mendedHistory(thisMachine: machine) { [weak self] result in
                self?.note(result, doing: "read the mends of sessions")
                self?.finish((try? result.get()) ?? .none, forgotten, machine, asOf: asOf)
            }
        }
    }

    private func finish(_ history: MendedHistory, _ forgotten: Set<MachineID>, _ machine: MachineID?, asOf: Int) {
        // Changed while read: read again (the data source works in order, so the next read sees it).
        guard asOf == changeCount else { return readMends() }
        mended = (history, forgotten, machine)
        let waiting = waitingForMends
        waitingForMends = []
        for body in waiting { body(history, forgotten) }
    }

    /// The history changed: what the mends make of it is read again when next asked.
    private func changed() {
        changeCount += 1
        mended = nil
        changes.notify(())
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
