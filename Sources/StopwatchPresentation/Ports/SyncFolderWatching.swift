import StopwatchCore

/// The sync folder as the host reads it (ARCHITECTURE.md, "On every machine"): what the other
/// machines last said they were doing, kept up to date as their files change.
@MainActor
public protocol SyncFolderWatching: AnyObject {
    /// Each other machine's live state as last read, one a machine, in no order.
    var liveStates: [MachineLiveState] { get }
    /// Why this machine's sessions cannot be written there now (they wait, and are written when
    /// they can be), as the last read found; `nil` when they can.
    var writeFailure: String? { get }
    /// The other machines' file that last had something new, and when it was read; `nil`
    /// before one had.
    var lastFileRead: SyncFileRead? { get }
    /// Told when ``liveStates``, ``writeFailure`` or ``lastFileRead`` changed.
    var changes: ObserverList<Void> { get }
}
