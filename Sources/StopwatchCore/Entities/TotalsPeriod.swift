/// What a total sums (ARCHITECTURE.md, "Where the time went"): a day, a week (from the locale's first weekday), or a
/// month, each named by its first local day.
public enum TotalsPeriod: String, CaseIterable, Sendable {
    case day, week, month

    /// The first day of the period `day` is in; a week starts on `firstWeekday` (0 Sunday,
    /// 1 Monday … 6 Saturday).
    public func start(of day: LocalDay, firstWeekday: Int) -> LocalDay {
        switch self {
        case .day: day
        case .week: day.adding(days: -((day.weekday - firstWeekday % 7 + 7) % 7))
        case .month: day.firstOfMonth
        }
    }

    /// Where a range ends on `last` begins when only its end is given: seven days, four weeks
    /// (from the week's first day), six months (from the first of the month).
    public func defaultFirst(endingOn last: LocalDay, firstWeekday: Int) -> LocalDay {
        switch self {
        case .day: last.adding(days: -6)
        case .week: start(of: last, firstWeekday: firstWeekday).adding(days: -21)
        case .month:
            LocalDay(year: last.month > 5 ? last.year : last.year - 1, month: (last.month + 6) % 12 + 1, day: 1) ?? .first
        }
    }
}
