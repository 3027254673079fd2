/// A time a stopwatch is meant to reach in each day or week (ARCHITECTURE.md, "Goals"): "an hour a day
/// of Practice", "ten hours a week of Writing". It counts every machine's time for the
/// stopwatch's name, as Totals do.
///
/// Always within the rules: whole minutes, at least one, at most the period's length (24 h a
/// day, 168 h a week). What breaks one is refused with the reason (``GoalProblem``).
public struct StopwatchGoal: Hashable, Sendable {
    /// Each day, or each week from the locale's first weekday (as Totals' weeks).
    public enum Period: String, CaseIterable, Sendable {
        case day, week

        /// The longest goal a period can hold: all of it.
        public var longest: Duration { .seconds(self == .day ? 24 * 3600 : 168 * 3600) }

        /// The same period as Totals count it.
        public var totalsPeriod: TotalsPeriod { self == .day ? .day : .week }
    }

    public let amount: Duration
    public let period: Period

    /// `amount` each `period`, or the rule it breaks.
    public init(_ amount: Duration, per period: Period) throws(GoalProblem) {
        guard amount > .zero else { throw .notPositive }
        guard amount <= period.longest else { throw .longerThanThePeriod(period) }
        guard amount.wholeMilliseconds % 60_000 == 0 else { throw .notWholeMinutes }
        self.amount = amount
        self.period = period
    }

    /// A goal from outside (a D-Bus call, an action, a file): the number is bounded before it
    /// becomes a time, and the period is read by its name ("day", "week").
    public init(milliseconds: Int64, period name: String) throws(GoalProblem) {
        guard let period = Period(rawValue: name) else { throw .unknownPeriod(String(name.prefix(20))) }
        guard milliseconds > 0 else { throw .notPositive }
        guard milliseconds <= period.longest.wholeMilliseconds else { throw .longerThanThePeriod(period) }
        try self.init(.milliseconds(milliseconds), per: period)
    }
}

/// Why a goal was refused: the stopwatch keeps the one it had.
public enum GoalProblem: Error, Hashable, Sendable {
    /// A goal of zero or less.
    case notPositive
    /// More than the period holds (24 h a day, 168 h a week).
    case longerThanThePeriod(StopwatchGoal.Period)
    /// Not a whole number of minutes.
    case notWholeMinutes
    /// A period that is neither "day" nor "week" (the first 20 characters of it).
    case unknownPeriod(String)
    /// The stopwatch asked for is not there (removed meanwhile, or no such name).
    case noSuchStopwatch
}
