import StopwatchCore

/// The history's outbox for the sync folder, in memory: records queued by the test, and
/// whether this machine's own folder was made; fails while told to.
public final class InMemorySyncOutbox: SyncOutboxStore {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    public private(set) var waiting: [(seq: Int64, record: SyncRecord?)] = []
    public private(set) var foldersMade: Set<String> = []
    /// While set, every call fails with it.
    public var failure: String?
    private var lastSeq: Int64 = 0

    public init() {}

    /// `record` waits to be written.
    public func enqueue(_ record: SyncRecord?) {
        lastSeq += 1
        waiting.append((lastSeq, record))
    }

    public func waitingRecords(limit: Int, machine: MachineID) throws -> [(seq: Int64, record: SyncRecord?)] {
        if let failure { throw Failure(description: failure) }
        return Array(waiting.prefix(limit))
    }

    public func sent(through seq: Int64) throws {
        if let failure { throw Failure(description: failure) }
        waiting.removeAll { $0.seq <= seq }
    }

    public func ownFolderMade(in folder: String, as machine: MachineID) throws -> Bool {
        if let failure { throw Failure(description: failure) }
        return foldersMade.contains(folder + "/" + machine.text)
    }

    public func noteOwnFolderMade(in folder: String, as machine: MachineID) throws {
        if let failure { throw Failure(description: failure) }
        foldersMade.insert(folder + "/" + machine.text)
    }
}
