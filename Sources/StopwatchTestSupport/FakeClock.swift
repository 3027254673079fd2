import StopwatchCore

/// A clock that moves only when a test says so; serves as the monotonic or the wall clock.
public final class FakeClock: MonotonicClock, WallClock {
    public private(set) var current: Duration

    public init(now: Duration = .zero) {
        current = now
    }

    public func now() -> Duration { current }

    /// Moves the clock forward (or, for a wall clock set back, backward).
    public func advance(by duration: Duration) {
        current += duration
    }

    public func set(to instant: Duration) {
        current = instant
    }
}
