/// What a total sums (PRODUCT.md §19): a day, a week (from the locale's first weekday), or a
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
}
