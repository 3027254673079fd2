import StopwatchCore

/// The sync folder as the host reads it (ARCHITECTURE.md, "On every machine"): what the other
/// machines last said they were doing, kept up to date as their files change.
@MainActor
public protocol OtherMachinesWatching: AnyObject {
    /// Each other machine's live state as last read, one a machine, in no order.
    var liveStates: [MachineLiveState] { get }
    /// Why this machine's sessions cannot be written there now (they wait, and are written when
    /// they can be), as the last read found; `nil` when they can.
    var writeFailure: SyncWriteFailure? { get }
    /// The other machines' file that last had something new, and when it was read; `nil`
    /// before one had.
    var lastFileRead: SyncFileRead? { get }
    /// Whether another installation writes there as this machine (a data folder copied with
    /// its id), as a read found since this machine's id was made.
    var machineIDShared: Bool { get }
    /// Told when ``liveStates``, ``writeFailure``, ``lastFileRead`` or ``machineIDShared``
    /// changed.
    var changes: ObserverList<Void> { get }
}
