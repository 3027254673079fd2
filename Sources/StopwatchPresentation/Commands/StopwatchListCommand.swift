import StopwatchCore

/// What the list of stopwatches does (``StopwatchListViewModel``): the part of
/// ``AppCommand`` it owns, as the app ViewModel routes it there.
enum StopwatchListCommand: Equatable {
    case new
    case rename
    /// The name typed for the stopwatch being renamed.
    case name(String)
    case cancelRename
    case remove
    case select(StopwatchID)
    /// The stopwatch at this position, from 1.
    case switchTo(Int)
    case next
    case previous
    case moveUp
    case moveDown
    case show
    /// Start, pause or resume the stopwatch a target names (decided by ``RemoteControl``).
    case toggle(target: String)
    case lap(target: String)
    case reset(target: String)
}
