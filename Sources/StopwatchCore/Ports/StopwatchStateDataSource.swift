/// Where the stopwatch is kept between runs of the app (a JSON file, memory in tests).
public protocol StopwatchStateDataSource: AnyObject {
    /// The stored stopwatch, or `nil` when there is none to restore (first run, or a
    /// damaged file that the adapter has set aside and reported).
    func load() throws -> StopwatchSnapshot?
    /// Stores the stopwatch, replacing what was stored. May complete asynchronously.
    func save(_ snapshot: StopwatchSnapshot) throws
    /// Returns once every save requested so far is stored (called before quitting).
    func flush()
}
