import StopwatchCore

/// What a part that works a stopwatch from outside needs: the command done on it as a key
/// does it on the current one. ``StopwatchControl`` is it.
@MainActor
public protocol StopwatchCommanding: AnyObject {
    /// Does `command` on the stopwatch `id`.
    func perform(_ command: StopwatchCommand, on id: StopwatchID)
}
