import StopwatchCore

/// A data source kept in memory, which records every save and can be told to fail.
public final class InMemoryStateDataSource: StopwatchStateDataSource {
    /// An error a test makes the data source throw.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
        public init(_ description: String) { self.description = description }
    }

    public var stored: StopwatchCollectionSnapshot?
    public private(set) var saves: [StopwatchCollectionSnapshot] = []
    /// The current stopwatch of the latest save.
    public var lastSaved: StopwatchSnapshot? { saves.last?.current }
    /// Whether `saves` keeps every snapshot; the latest is `stored` either way.
    public var recordsSaves = true
    public private(set) var flushCount = 0
    public var loadError: Failure?
    /// While set, saves fail with this reason (reported as the health of saving).
    public var saveFailure: String?
    /// What `flush(timeout:)` answers.
    public var flushSucceeds = true
    public let healthChanges = ObserverList<PersistenceHealth>()

    public init(stored: StopwatchCollectionSnapshot? = nil) {
        self.stored = stored
    }

    public func load() throws -> StopwatchCollectionSnapshot? {
        if let loadError { throw loadError }
        return stored
    }

    public func save(_ snapshot: StopwatchCollectionSnapshot) {
        if let saveFailure {
            healthChanges.notify(.failing(reason: .system(saveFailure)))
            return
        }
        if recordsSaves { saves.append(snapshot) }
        stored = snapshot
        healthChanges.notify(.saving)
    }

    public func flush(timeout: Duration) -> Bool {
        flushCount += 1
        return flushSucceeds
    }

    /// Reports that saving is off, as an adapter does for a file it must not overwrite.
    public func turnSavingOff(_ reason: SaveProblem) {
        healthChanges.notify(.off(reason: reason))
    }
}
