/// Saves and restores the stopwatch through the ``StopwatchStateDataSource`` port.
///
/// It anchors what is saved to the wall clock, and turns failures of the data source into
/// log lines: persistence is invisible to the user, and never stops the stopwatch. A failure
/// that repeats is logged once, until a save succeeds again.
public final class StopwatchRepository {
    private let dataSource: StopwatchStateDataSource
    private let wallClock: WallClock
    private let logger: Logger
    private var lastSaveFailure: String?

    public init(dataSource: StopwatchStateDataSource, wallClock: WallClock, logger: Logger) {
        self.dataSource = dataSource
        self.wallClock = wallClock
        self.logger = logger
    }

    /// Stores `state`, stamped with the wall-clock time of saving.
    public func save(_ state: StopwatchState) {
        let snapshot = StopwatchSnapshot(
            status: state.status,
            elapsed: state.elapsed,
            savedAt: wallClock.now(),
            laps: state.laps
        )
        do {
            try dataSource.save(snapshot)
            lastSaveFailure = nil
        } catch {
            let description = String(describing: error)
            if description != lastSaveFailure {
                logger.error("Could not save the stopwatch: \(description)")
            }
            lastSaveFailure = description
        }
    }

    /// The stored stopwatch, or `nil` when there is none or it cannot be used (logged).
    public func load() -> StopwatchSnapshot? {
        let snapshot: StopwatchSnapshot?
        do {
            snapshot = try dataSource.load()
        } catch {
            logger.error("Could not load the saved stopwatch: \(error)")
            return nil
        }
        guard let snapshot else { return nil }
        if let problem = snapshot.inconsistency {
            logger.warning("Ignoring the saved stopwatch: \(problem)")
            return nil
        }
        return snapshot
    }

    /// Waits until every save so far is stored.
    public func flush() {
        dataSource.flush()
    }
}
