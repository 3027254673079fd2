import StopwatchCore

/// Keeps the stopwatch in memory only: a stand-in until the state file adapter is wired.
final class MemoryStateDataSource: StopwatchStateDataSource {
    private var stored: StopwatchSnapshot?

    func load() throws -> StopwatchSnapshot? { stored }
    func save(_ snapshot: StopwatchSnapshot) throws { stored = snapshot }
    func flush() {}
}
