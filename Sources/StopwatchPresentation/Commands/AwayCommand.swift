/// The answer to "You were away 12 min while Writing ran" (``AwayWatch``).
public enum AwayCommand: Hashable, Sendable, CaseIterable {
    /// The time away counts: nothing changes.
    case keep
    /// Take the time away from each stopwatch that ran (undoable).
    case takeAway

    public var name: String {
        switch self {
        case .keep: "keep-away-time"
        case .takeAway: "take-away-time"
        }
    }
}
