import StopwatchCore

/// A session history kept in memory, with the port's contract: requests are served in the
/// order made, and completions come later, when the test delivers them (or at once, with
/// `deliversAtOnce`), as the real one's come back through the main loop.
public final class InMemorySessionHistory: SessionHistoryDataSource {
    public private(set) var sessions: [Session] = []
    /// While set, every request fails with this reason.
    public var failure: HistoryFailure?
    /// Whether completions are called before the request returns.
    public var deliversAtOnce = true
    private var pending: [() -> Void] = []

    public init() {}

    /// Requests whose completions have not been called yet.
    public var pendingCount: Int { pending.count }

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
            completion(.success(sessions.sorted { $0.startedAt > $1.startedAt }.map(\.summary)))
        }
    }

    public func session(_ id: SessionID, completion: @escaping (Result<Session?, HistoryFailure>) -> Void) {
        enqueue { [self] in
            if let failure { return completion(.failure(failure)) }
            completion(.success(sessions.first { $0.id == id }))
        }
    }

    public func runTimes(
        from start: Duration, to end: Duration, unnamed: String, completion: @escaping (Result<RunTimes, HistoryFailure>) -> Void
    ) {
        enqueue { [self] in
            if let failure { return completion(.failure(failure)) }
            var times = RunTimes()
            for session in sessions {
                let name = session.stopwatchName ?? unnamed
                if session.runLog.isEmpty {
                    if session.startedAt >= start, session.startedAt < end {
                        times.credits.append(TimeCredit(stopwatch: name, at: session.startedAt, amount: session.elapsed))
                    }
                    continue
                }
                for span in session.runLog.spans where span.start < end && span.end > start {
                    times.spans.append(RunSpan(stopwatch: name, start: span.start, end: span.end))
                }
                for credit in session.runLog.credits where credit.at >= start && credit.at < end {
                    times.credits.append(TimeCredit(stopwatch: name, at: credit.at, amount: credit.amount))
                }
            }
            completion(.success(times))
        }
    }

    private func enqueue(_ request: @escaping () -> Void) {
        pending.append(request)
        if deliversAtOnce { deliver() }
    }
}
