/// What is done to a stopwatch itself: the current one (``AppCommand/stopwatch(_:)``,
/// ``StopwatchControl``) or one targeted from outside (``AppCommand/targeted(_:_:)``).
public enum StopwatchCommand: Hashable, Sendable, CaseIterable {
    /// Start, pause or resume, whichever applies.
    case toggle
    case lap
    /// End the paused session (it goes to the history; undoable).
    case reset
    /// Pause a running stopwatch, and nothing else (an alert's notification: a second click
    /// must not start it again).
    case pause

    public var name: String {
        switch self {
        case .toggle: "toggle"
        case .lap: "lap"
        case .reset: "reset"
        case .pause: "pause"
        }
    }
}
