import StopwatchCore

/// What mending a mistake does (``MendingViewModel``): the part of ``AppCommand`` and of
/// ``RemoteCall`` it owns, each on one stopwatch.
enum MendCommand: Equatable {
    /// Add `milliseconds` to the time (negative: take away).
    case adjustTime(milliseconds: Int64)
    /// Remove lap `number` (1 is the first).
    case removeLap(Int)
    /// Give lap `number` the note `text` (empty: take its note away).
    case noteLap(Int, String)
}
