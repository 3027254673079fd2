import StopwatchCore

/// A session history kept in memory, with the port's contract: requests are served in the
/// order made, and completions come later, when the test delivers them (or at once, with
/// `deliversAtOnce`), as the real one's come back through the main loop.
public final class InMemorySessionHistory: SessionHistoryDataSource {
    public private(set) var sessions: [Session] = []
    /// The other machines of a sync folder: the names they gave themselves and what the merge
    /// kept of their records (``takeIn(_:from:)``).
    public private(set) var otherMachines: [MachineID: (name: String?, records: InMemoryMachineRecords)] = [:]
    /// The machines forgotten: kept, counted nowhere.
    public private(set) var forgotten: Set<MachineID> = []
    /// This machine's mends kept, once each (the other machines' are in their records).
    public private(set) var mends: [SessionMend] = []
    /// While set, every request fails with this reason.
    public var failure: HistoryFailure?
    /// Whether completions are called before the request returns.
    public var deliversAtOnce = true
    /// How many times totals were asked for (``runTimes(boundaries:unnamed:machine:completion:)``).
    public private(set) var runTimesRequests = 0
    private var pending: [() -> Void] = []

    public init() {}

    /// Requests whose completions have not been called yet.
    public var pendingCount: Int { pending.count }

    /// Serves the oldest request waiting and calls its completion.
    public func deliverNext() {
        if !pending.isEmpty { pending.removeFirst()() }
    }

    /// Serves the requests made so far and calls their completions, in order.
    public func deliver() {
        while !pending.isEmpty { pending.removeFirst()() }
    }

    public func add(_ session: Session, completion: @escaping (Result<Void, HistoryFailure>) -> Void) {
        enqueue { [self] in
            if let failure { return completion(.failure(failure)) }
            sessions.removeAll { $0.id == session.id }
            sessions.append(session)
            completion(.success(()))
        }
    }

    public func remove(_ id: SessionID, completion: @escaping (Result<Void, HistoryFailure>) -> Void) {
        enqueue { [self] in
            if let failure { return completion(.failure(failure)) }
            sessions.removeAll { $0.id == id }
            completion(.success(()))
        }
    }

    public func summaries(completion: @escaping (Result<[SessionSummary], HistoryFailure>) -> Void) {
        enqueue { [self] in
            if let failure { return completion(.failure(failure)) }
            // As the SQLite history lists them: the other machines' (but those forgotten) with
            // this machine's, without their laps, newest first.
            let others = counted.flatMap { machine in
                otherMachines[machine]!.records.sessions.values.map { session in
                    SessionSummary(
                        id: session.id, startedAt: session.startedAt, elapsed: session.elapsed, lapCount: session.lapCount, bestLap: nil,
                        stopwatchName: session.stopwatchName, adjusted: session.adjusted, machine: machine,
                        machineName: otherMachines[machine]!.name)
                }
            }
            completion(
                .success((sessions.map(\.summary) + others).sorted { ($0.startedAt, $0.id.rawValue) > ($1.startedAt, $1.id.rawValue) }))
        }
    }

    public func session(_ id: SessionID, completion: @escaping (Result<Session?, HistoryFailure>) -> Void) {
        enqueue { [self] in
            if let failure { return completion(.failure(failure)) }
            completion(.success(sessions.first { $0.id == id }))
        }
    }

    /// Keeps `sessions` as machine `machine`'s, named `name`, as a read of a sync folder would.
    public func takeIn(_ sessions: [Session], from machine: MachineID, named name: String?) {
        takeIn(sessions.map { .session(MachineSession($0, on: machine, unnamed: "Stopwatch")) }, from: machine)
        otherMachines[machine]!.name = name
    }

    /// Takes in `records`, new lines of `machine`'s files, as the SQLite history does: what
    /// ``OtherMachinesMerge`` decides; whether anything changed.
    @discardableResult
    public func takeIn(_ records: [SyncRecord], from machine: MachineID) -> Bool {
        var kept = otherMachines[machine] ?? (nil, InMemoryMachineRecords())
        kept.records.own = Dictionary(
            sessions.map { ($0.id, StoredMachineRecords.OwnSession(startedAt: $0.startedAt, elapsed: $0.elapsed)) },
            uniquingKeysWith: { _, last in last })
        let changed = kept.records.takeIn(records)
        otherMachines[machine] = kept
        return changed
    }

    public func otherMachines(completion: @escaping (Result<[(id: MachineID, name: String?)], HistoryFailure>) -> Void) {
        enqueue { [self] in
            if let failure { return completion(.failure(failure)) }
            completion(.success(counted.map { ($0, otherMachines[$0]!.name) }))
        }
    }

    /// The other machines the history counts: those not forgotten, in the SQLite history's
    /// order (by name, those without one first, then by id).
    private var counted: [MachineID] {
        otherMachines.keys.filter { !forgotten.contains($0) }.sorted { left, right in
            let (a, b) = (otherMachines[left]!.name, otherMachines[right]!.name)
            return (a == nil ? 0 : 1, a ?? "", left.text) < (b == nil ? 0 : 1, b ?? "", right.text)
        }
    }

    public func forget(_ machine: MachineID, _ forgotten: Bool, completion: @escaping (Result<Void, HistoryFailure>) -> Void) {
        enqueue { [self] in
            if let failure { return completion(.failure(failure)) }
            if forgotten { self.forgotten.insert(machine) } else { self.forgotten.remove(machine) }
            completion(.success(()))
        }
    }

    public func forgottenMachines(completion: @escaping (Result<Set<MachineID>, HistoryFailure>) -> Void) {
        enqueue { [self] in
            if let failure { return completion(.failure(failure)) }
            completion(.success(forgotten))
        }
    }

    public func runTimes(
        boundaries: [Duration], unnamed: String, machine: MachineChoice,
        completion: @escaping (Result<RunTimes, HistoryFailure>) -> Void
    ) {
        runTimesRequests += 1
        enqueue { [self] in
            if let failure { return completion(.failure(failure)) }
            let here = machine.includesThisMachine ? sessions : []
            let elsewhere: [MachineSession] =
                switch machine {
                case .all: counted.flatMap { otherMachines[$0]!.records.sessions.values }
                case .this: []
                case .other(let id): otherMachines[id].map { Array($0.records.sessions.values) } ?? []
                }
            // Counted as the SQLite history counts: each session in quarter hours, each
            // period the quarters between its bounds rounded down to theirs.
            var sums: [Int: [String: Duration]] = [:]
            let shares =
                here.map { ($0.stopwatchName ?? unnamed, TotalsArithmetic.quarterShares(of: $0)) }
                + elsewhere.map { ($0.stopwatchName, TotalsArithmetic.quarterShares(of: $0)) }
            for (name, quarters) in shares {
                let periods = TotalsArithmetic.periodSums(of: quarters, boundaries: boundaries)
                for (index, milliseconds) in periods { sums[index, default: [:]][name, default: .zero] += .milliseconds(milliseconds) }
            }
            let credits = sums.keys.sorted().flatMap { index in
                sums[index]!.filter { $0.value != .zero }.sorted { $0.key < $1.key }.map {
                    TimeCredit(stopwatch: $0.key, at: boundaries[index], amount: $0.value)
                }
            }
            completion(.success(RunTimes(credits: credits)))
        }
    }

    public func addMend(_ mend: SessionMend, completion: @escaping (Result<Void, HistoryFailure>) -> Void) {
        enqueue { [self] in
            if let failure { return completion(.failure(failure)) }
            if !mends.contains(mend) { mends.append(mend) }
            completion(.success(()))
        }
    }

    public func mends(completion: @escaping (Result<[SessionMend], HistoryFailure>) -> Void) {
        enqueue { [self] in
            if let failure { return completion(.failure(failure)) }
            var all = mends
            for machine in otherMachines.keys.sorted() {
                for mend in otherMachines[machine]!.records.mends where !all.contains(mend) { all.append(mend) }
            }
            completion(.success(all))
        }
    }

    public func sessions(
        read reads: MendReads, thisMachine: MachineID, completion: @escaping (Result<[MachineSession], HistoryFailure>) -> Void
    ) {
        enqueue { [self] in
            if let failure { return completion(.failure(failure)) }
            var found: [MachineSession] = []
            for machine in Set(reads.refs.map(\.machine)) {
                let stored =
                    machine == thisMachine
                    ? sessions.map { MachineSession($0, on: machine, unnamed: "") }
                    : otherMachines[machine].map { Array($0.records.sessions.values) } ?? []
                let timed = stored.filter { reads.timed.contains(SessionRef(machine: machine, id: $0.id)) }
                let wanted = Set(reads.names.map { $0.lowercased() }).union(timed.map { $0.stopwatchName.lowercased() })
                found += stored.filter {
                    reads.refs.contains(SessionRef(machine: machine, id: $0.id)) || wanted.contains($0.stopwatchName.lowercased())
                }
            }
            completion(.success(found))
        }
    }

    private func enqueue(_ request: @escaping () -> Void) {
        pending.append(request)
        if deliversAtOnce { deliver() }
    }
}
