import StopwatchConcurrency
import StopwatchCore

/// A stand-in for the sync folder port: keeps what this machine appended, hands out the
/// changes a test queued as the other machines' (each once), and fails to write while told
/// to. Safe from any thread: the history calls it on its worker, the test reads it on its own.
public final class FakeSyncFolder: SyncFolderDataSource, Sendable {
    private struct State {
        var appended: [SyncRecord] = []
        var liveStates: [MachineLiveState] = []
        var queued: [SyncFolderChanges] = []
        var writeFailure: String?
    }

    public let folder: String
    public let machine: MachineID
    private let state = LockedValue(State())

    public init(folder: String = "/sync", machine: MachineID) {
        self.folder = folder
        self.machine = machine
    }

    /// What this machine wrote, in order.
    public var appended: [SyncRecord] { state.withLock { $0.appended } }

    /// The live states this machine wrote, in order.
    public var liveStates: [MachineLiveState] { state.withLock { $0.liveStates } }

    /// Writes fail with `reason` until it is `nil` again.
    public func failWrites(_ reason: String?) {
        state.withLock { $0.writeFailure = reason }
    }

    /// The next read finds `changes`.
    public func queue(_ changes: SyncFolderChanges) {
        state.withLock { $0.queued.append(changes) }
    }

    public func append(_ records: [SyncRecord]) -> String? {
        state.withLock { state in
            if let failure = state.writeFailure { return failure }
            state.appended += records
            return nil
        }
    }

    public func replaceLiveState(_ live: MachineLiveState) -> String? {
        state.withLock { state in
            if let failure = state.writeFailure { return failure }
            state.liveStates.append(live)
            return nil
        }
    }

    public func changes() -> SyncFolderChanges {
        state.withLock { state in state.queued.isEmpty ? SyncFolderChanges() : state.queued.removeFirst() }
    }
}
