/// Where finished sessions are kept (a SQLite database, memory in tests).
///
/// Every call returns at once; the work happens off the main loop, in the order asked, and
/// each completion is called on the main loop thread. The stopwatch never waits for it.
public protocol SessionHistoryDataSource: AnyObject {
    /// Stores `session`.
    func add(_ session: Session, completion: @escaping (Result<Void, HistoryFailure>) -> Void)
    /// Removes the session `id`; removing one that is not there succeeds.
    func remove(_ id: SessionID, completion: @escaping (Result<Void, HistoryFailure>) -> Void)
    /// Every stored session, newest first (by start time).
    func summaries(completion: @escaping (Result<[SessionSummary], HistoryFailure>) -> Void)
    /// One stored session with its laps, or `nil` when there is no such session.
    func session(_ id: SessionID, completion: @escaping (Result<Session?, HistoryFailure>) -> Void)
}

/// Why the history could not do what it was asked, in words for the log and the screen.
public struct HistoryFailure: Error, Equatable, Sendable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
