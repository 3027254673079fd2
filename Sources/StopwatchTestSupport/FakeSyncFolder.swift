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
        var writeFailure: SyncWriteFailure?
        var ownFolderThere = false
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

    /// This machine's folder there goes, as it does with the folder's disk unmounted: a write
    /// not allowed to make it fails.
    public func loseOwnFolder() {
        state.withLock { $0.ownFolderThere = false }
    }

    /// Writes fail, refused for `reason`, until it is `nil` again.
    public func failWrites(_ reason: String?) {
        state.withLock { $0.writeFailure = reason.map(SyncWriteFailure.refused) }
    }

    /// The next read finds `changes`.
    public func queue(_ changes: SyncFolderChanges) {
        state.withLock { $0.queued.append(changes) }
    }

    public func append(_ records: [SyncRecord], makingOwnFolder: Bool) -> SyncWriteFailure? {
        state.withLock { state in
            if let failure = Self.failure(&state, makingOwnFolder: makingOwnFolder) { return failure }
            state.appended += records
            return nil
        }
    }

    public func replaceLiveState(_ live: MachineLiveState, makingOwnFolder: Bool) -> SyncWriteFailure? {
        state.withLock { state in
            if let failure = Self.failure(&state, makingOwnFolder: makingOwnFolder) { return failure }
            state.liveStates.append(live)
            return nil
        }
    }

    /// Why a write fails now, if it does; else this machine's folder is there after it.
    private static func failure(_ state: inout State, makingOwnFolder: Bool) -> SyncWriteFailure? {
        if let failure = state.writeFailure { return failure }
        guard state.ownFolderThere || makingOwnFolder else { return .ownFolderGone }
        state.ownFolderThere = true
        return nil
    }

    public func changes() -> SyncFolderChanges {
        state.withLock { state in state.queued.isEmpty ? SyncFolderChanges() : state.queued.removeFirst() }
    }
}
