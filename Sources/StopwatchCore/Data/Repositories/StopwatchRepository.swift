/// Saves and restores the stopwatch through the ``StopwatchStateDataSource`` port.
///
/// It anchors what is saved to the wall clock, keeps the ``PersistenceHealth`` the data
/// source reports for the screens to show, and turns failures into log lines. Persistence
/// never stops the stopwatch.
public final class StopwatchRepository {
    /// How long quitting waits for the last save: a hung disk (a stale network home) must
    /// not keep the app from exiting.
    public static let flushTimeout: Duration = .seconds(3)

    private let dataSource: StopwatchStateDataSource
    private let wallClock: WallClock
    private let logger: Logger
    private let healthObservers = ObserverList<PersistenceHealth>()
    public private(set) var health: PersistenceHealth = .saving
    private var dataSourceToken: ObserverToken?

    public init(dataSource: StopwatchStateDataSource, wallClock: WallClock, logger: Logger) {
        self.dataSource = dataSource
        self.wallClock = wallClock
        self.logger = logger
        dataSourceToken = dataSource.healthChanges.add { [weak self] health in self?.healthDidChange(health) }
    }

    deinit {
        dataSourceToken.map(dataSource.healthChanges.remove)
    }

    /// Stores every stopwatch with its elapsed time at the monotonic reading `now`, stamped
    /// with the wall-clock time. Laps are shared, not copied: constant work per stopwatch.
    public func save(_ collection: StopwatchCollection, now: Duration) {
        dataSource.save(StopwatchCollectionSnapshot(collection: collection, now: now, savedAt: TimeBounds.clampWallClock(wallClock.now())))
    }

    /// The stored stopwatches, or `nil` when there are none or they cannot be used (logged).
    public func load() -> StopwatchCollectionSnapshot? {
        let snapshot: StopwatchCollectionSnapshot?
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

    /// Waits until every save so far is stored, at most ``flushTimeout``.
    public func flush() {
        if !dataSource.flush(timeout: Self.flushTimeout) {
            logger.error("The last change may not be on disk: saving did not finish within \(Self.flushTimeout)")
        }
    }

    /// Adds an observer told of each change of health (not of the current one).
    @discardableResult
    public func addHealthObserver(_ observer: @escaping (PersistenceHealth) -> Void) -> ObserverToken {
        healthObservers.add(observer)
    }

    public func removeHealthObserver(_ token: ObserverToken) {
        healthObservers.remove(token)
    }

    private func healthDidChange(_ newHealth: PersistenceHealth) {
        guard newHealth != health else { return }
        health = newHealth
        healthObservers.notify(newHealth)
    }
}
