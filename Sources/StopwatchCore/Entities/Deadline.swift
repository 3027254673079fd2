/// A moment in a stopwatch's own time that a part wants to be told of (``DeadlineService``):
/// when the elapsed time, or the lap in progress, reaches a time, or each time it reaches a
/// multiple of an interval.
///
/// It is a moment of the stopwatch's time, not of the clock's: a pause delays it, a
/// correction moves it, and a time that jumps past it (a correction, a restore) does not
/// reach it.
public struct Deadline: Hashable, Sendable {
    /// Which of the stopwatch's times is measured.
    public enum Measure: Hashable, Sendable {
        /// The elapsed time, the stopwatch's total.
        case elapsed
        /// The lap in progress: the elapsed time since the last completed lap.
        case lapInProgress
    }

    /// When, in the measured time.
    public enum Moment: Hashable, Sendable {
        /// Each time the time reaches this time while running: once, until it goes back
        /// below it (a reset, a correction) and reaches it again.
        case at(Duration)
        /// Each time the time reaches a whole multiple of this interval while running.
        case every(Duration)
    }

    public let measure: Measure
    public let moment: Moment

    /// The shortest interval: anything shorter (zero, negative, from outside) is taken as it.
    public static let shortestInterval: Duration = .milliseconds(1)

    /// Times and intervals are held to what a stopwatch can hold (``TimeBounds``).
    public init(_ moment: Moment, of measure: Measure = .elapsed) {
        self.measure = measure
        switch moment {
        case .at(let time): self.moment = .at(TimeBounds.clampElapsed(time))
        case .every(let interval): self.moment = .every(min(max(interval, Self.shortestInterval), TimeBounds.maximumElapsed))
        }
    }

    /// When the elapsed time (or `measure`) reaches `time`.
    public static func at(_ time: Duration, of measure: Measure = .elapsed) -> Deadline {
        Deadline(.at(time), of: measure)
    }

    /// Each time the elapsed time (or `measure`) reaches a multiple of `interval`.
    public static func every(_ interval: Duration, of measure: Measure = .elapsed) -> Deadline {
        Deadline(.every(interval), of: measure)
    }

    /// The measured time it is reached at next, coming from `time`; `nil` when nothing ahead
    /// reaches it (an `at` already reached or passed).
    func next(after time: Duration) -> Duration? {
        switch moment {
        case .at(let target):
            return time < target ? target : nil
        case .every(let interval):
            // Whole nanoseconds: exact, where a quotient of two durations is a Double.
            let step = interval.wholeNanoseconds
            let next = (time.wholeNanoseconds / step + 1) * step
            return next <= TimeBounds.maximumElapsed.wholeNanoseconds ? .nanoseconds(next) : nil
        }
    }

    /// The last measured time at or before `time` that reaches it: an `at`'s time, the last
    /// multiple of an `every`'s interval; `nil` when none does.
    func last(atOrBefore time: Duration) -> Duration? {
        switch moment {
        case .at(let target):
            return target <= time ? target : nil
        case .every(let interval):
            let step = interval.wholeNanoseconds
            let last = time.wholeNanoseconds / step * step
            return last > 0 ? .nanoseconds(last) : nil
        }
    }
}
