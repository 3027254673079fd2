import StopwatchCore

/// A data source kept in memory, which records every save and can be told to fail.
public final class InMemoryStateDataSource: StopwatchStateDataSource {
    /// An error a test makes the data source throw.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
        public init(_ description: String) { self.description = description }
    }

    public var stored: StopwatchSnapshot?
    public private(set) var saves: [StopwatchSnapshot] = []
    public private(set) var flushCount = 0
    public var loadError: Failure?
    public var saveError: Failure?

    public init(stored: StopwatchSnapshot? = nil) {
        self.stored = stored
    }

    public func load() throws -> StopwatchSnapshot? {
        if let loadError { throw loadError }
        return stored
    }

    public func save(_ snapshot: StopwatchSnapshot) throws {
        if let saveError { throw saveError }
        saves.append(snapshot)
        stored = snapshot
    }

    public func flush() {
        flushCount += 1
    }
}
