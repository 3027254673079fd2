/// A stopwatch paused as of a moment ago ("Stopped 10 minutes ago"), kept to
/// undo it: its state running before, and paused after.
public struct EarlierPause: Equatable, Sendable {
    public let stopwatch: StopwatchID
    /// As it ran: undone, it runs on as if it had never been paused.
    public let running: StopwatchState
    public let paused: StopwatchState

    public init(stopwatch: StopwatchID, running: StopwatchState, paused: StopwatchState) {
        self.stopwatch = stopwatch
        self.running = running
        self.paused = paused
    }
}
