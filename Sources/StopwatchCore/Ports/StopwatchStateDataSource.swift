/// Where the stopwatches are kept between runs of the app (a JSON file, memory in tests).
///
/// Saves may complete on another thread; the data source reports how they went to its health
/// observers, always on the main loop thread.
public protocol StopwatchStateDataSource: AnyObject {
    /// The stored stopwatches, or `nil` when there is none to restore (first run, or a
    /// damaged file that the adapter has set aside and reported).
    func load() throws -> StopwatchCollectionSnapshot?
    /// Stores every stopwatch, replacing what was stored. May complete asynchronously.
    func save(_ snapshot: StopwatchCollectionSnapshot)
    /// Waits until every save requested so far is stored, or `timeout` has passed; returns
    /// whether everything was stored (called before quitting).
    func flush(timeout: Duration) -> Bool
    /// Told on the main loop each time the health of saving changes.
    var healthChanges: ObserverList<PersistenceHealth> { get }
}
