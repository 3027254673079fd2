/// A time the person was away while a stopwatch ran (ARCHITECTURE.md, "Mending a
/// mistake"): from their last input to their first one back (or from the lock to the
/// unlock), wall-clock instants since the Unix epoch.
public struct Away: Equatable, Sendable {
    public let start: Duration
    public let end: Duration

    /// `nil` for an away that cannot be: one that ends before it starts, or is longer than a
    /// stopwatch can hold (a hand-edited file, a clock gone wrong).
    public init?(start: Duration, end: Duration) {
        guard start < end, end - start <= TimeBounds.maximumElapsed else { return nil }
        self.start = start
        self.end = end
    }

    public var duration: Duration { end - start }
}
