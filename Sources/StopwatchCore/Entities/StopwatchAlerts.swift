/// The alerts a stopwatch holds (ARCHITECTURE.md, "Told in time"): up to ten elapsed times to be told of
/// ("at 25:00"), and one interval ("every 10 minutes"). They belong to the stopwatch, not
/// to a session: a reset keeps them (and arms them again), and so does a restart.
///
/// Always within the rules: times in whole milliseconds, over zero and within 100 years,
/// ascending and each once; an interval of one minute to one day. What breaks a rule is
/// refused whole with the reason (``AlertsProblem``), or, read from a file, left out.
public struct StopwatchAlerts: Hashable, Sendable {
    public static let maximumCount = 10
    public static let shortestInterval: Duration = .seconds(60)
    public static let longestInterval: Duration = .seconds(24 * 60 * 60)

    /// The elapsed times, ascending, each once.
    public let times: [Duration]
    /// The interval, if any.
    public let interval: Duration?

    /// No alerts.
    public static let none = StopwatchAlerts(checkedTimes: [], interval: nil)

    private init(checkedTimes: [Duration], interval: Duration?) {
        times = checkedTimes
        self.interval = interval
    }

    /// `times` (in any order, a time given twice kept once) and `interval`, or the first rule
    /// they break.
    public init(times: [Duration], interval: Duration?) throws(AlertsProblem) {
        for time in times { try Self.check(time) }
        let distinct = Array(Set(times)).sorted()
        guard distinct.count <= Self.maximumCount else { throw .tooMany(distinct.count) }
        if let interval { try Self.check(interval: interval) }
        self.init(checkedTimes: distinct, interval: interval)
    }

    /// The alerts from outside in milliseconds (a D-Bus call, an action): `every` of 0 is no
    /// interval. Every number is checked before it becomes a time.
    public init(milliseconds times: [Int64], everyMilliseconds every: Int64) throws(AlertsProblem) {
        // Counted first: a million times are refused before any is read.
        guard times.count <= Self.maximumCount else { throw .tooMany(times.count) }
        var checked: [Duration] = []
        for milliseconds in times { checked.append(try Self.time(milliseconds: milliseconds)) }
        try self.init(times: checked, interval: every == 0 ? nil : try Self.interval(milliseconds: every))
    }

    /// What a hand-edited or damaged file holds, keeping what is within the rules: times
    /// that break one are left out, and of the rest the first ten; an interval that breaks
    /// one is left out.
    public init(keepingValid times: [Int64], everyMilliseconds every: Int64?) {
        var kept = Set<Duration>()
        for milliseconds in times where kept.count < Self.maximumCount {
            guard let time = try? Self.time(milliseconds: milliseconds) else { continue }
            kept.insert(time)
        }
        self.init(checkedTimes: kept.sorted(), interval: every.flatMap { try? Self.interval(milliseconds: $0) })
    }

    public var isEmpty: Bool { times.isEmpty && interval == nil }

    /// These alerts with `time` added (a time already there changes nothing), or the rule it breaks.
    public func adding(_ time: Duration) throws(AlertsProblem) -> StopwatchAlerts {
        try StopwatchAlerts(times: times + [time], interval: interval)
    }

    /// These alerts with the time of `milliseconds` from outside added, or the rule it breaks.
    public func adding(milliseconds: Int64) throws(AlertsProblem) -> StopwatchAlerts {
        try adding(Self.time(milliseconds: milliseconds))
    }

    /// These alerts with the interval of `milliseconds` from outside (0: none), or the rule it
    /// breaks.
    public func every(milliseconds: Int64) throws(AlertsProblem) -> StopwatchAlerts {
        try every(milliseconds == 0 ? nil : Self.interval(milliseconds: milliseconds))
    }

    /// These alerts without `time`.
    public func removing(_ time: Duration) -> StopwatchAlerts {
        StopwatchAlerts(checkedTimes: times.filter { $0 != time }, interval: interval)
    }

    /// These alerts with `interval` instead (`nil`: none), or the rule it breaks.
    public func every(_ interval: Duration?) throws(AlertsProblem) -> StopwatchAlerts {
        if let interval { try Self.check(interval: interval) }
        return StopwatchAlerts(checkedTimes: times, interval: interval)
    }

    private static func check(_ time: Duration) throws(AlertsProblem) {
        guard time > .zero else { throw .notPositive }
        guard time <= TimeBounds.maximumElapsed else { throw .pastTheLimit }
    }

    private static func check(interval: Duration) throws(AlertsProblem) {
        guard interval > .zero else { throw .notPositive }
        guard interval >= shortestInterval else { throw .intervalUnderAMinute }
        guard interval <= longestInterval else { throw .intervalOverADay }
    }

    private static func time(milliseconds: Int64) throws(AlertsProblem) -> Duration {
        guard milliseconds > 0 else { throw .notPositive }
        guard let time = TimeBounds.elapsed(milliseconds: milliseconds) else { throw .pastTheLimit }
        return time
    }

    private static func interval(milliseconds: Int64) throws(AlertsProblem) -> Duration {
        guard milliseconds > 0 else { throw .notPositive }
        // Bounded before it becomes a time: Int64.max milliseconds would not fit.
        guard milliseconds <= longestInterval.wholeMilliseconds else { throw .intervalOverADay }
        let interval = Duration.milliseconds(milliseconds)
        try check(interval: interval)
        return interval
    }
}

/// Why alerts were refused: the stopwatch keeps the ones it had.
public enum AlertsProblem: Error, Hashable, Sendable {
    /// A time or an interval of zero or less.
    case notPositive
    /// A time past 100 years, which no stopwatch reaches.
    case pastTheLimit
    /// More than ``StopwatchAlerts/maximumCount`` times (this many).
    case tooMany(Int)
    /// An interval under a minute.
    case intervalUnderAMinute
    /// An interval over a day.
    case intervalOverADay
    /// The stopwatch asked for is not there (removed meanwhile, or no such name).
    case noSuchStopwatch
}

extension StopwatchAlerts {
    /// The last alert an elapsed time going from `start` to `end` reached on the way
    /// (`start` excluded): its kind and time; a time wins over the interval at the same
    /// time. `nil` when it reached none.
    public func last(reachedFrom start: Duration, to end: Duration) -> (kind: AlertReached.Kind, time: Duration)? {
        guard end > start else { return nil }
        let time = times.last { $0 > start && $0 <= end }
        let multiple = interval.flatMap { Deadline.every($0).last(atOrBefore: end) }.flatMap { $0 > start ? $0 : nil }
        switch (time, multiple) {
        case (let time?, let multiple?): return multiple > time ? (.interval, multiple) : (.time, time)
        case (let time?, nil): return (.time, time)
        case (nil, let multiple?): return (.interval, multiple)
        case (nil, nil): return nil
        }
    }
}
