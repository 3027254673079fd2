import StopwatchCore

/// Sessions kept for this run only, until the SQLite history is plugged in.
final class MemorySessionHistory: SessionHistoryDataSource {
    private var sessions: [Session] = []

    func add(_ session: Session, completion: @escaping (Result<Void, HistoryFailure>) -> Void) {
        sessions.append(session)
        completion(.success(()))
    }

    func remove(_ id: SessionID, completion: @escaping (Result<Void, HistoryFailure>) -> Void) {
        sessions.removeAll { $0.id == id }
        completion(.success(()))
    }

    func summaries(completion: @escaping (Result<[SessionSummary], HistoryFailure>) -> Void) {
        completion(.success(sessions.sorted { $0.startedAt > $1.startedAt }.map(\.summary)))
    }

    func session(_ id: SessionID, completion: @escaping (Result<Session?, HistoryFailure>) -> Void) {
        completion(.success(sessions.first { $0.id == id }))
    }
}
