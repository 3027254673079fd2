/// The days a request for totals covers, by which period (ARCHITECTURE.md, "Where the time
/// went"), read from what a user or a script gave (`--by`, `--since`, `--until`; the
/// interface's `Totals(s by, s since, s until)`) and held to a longest range, so one request
/// answers in bounded time and memory whoever asks: the history is read a day at a time and
/// every period gets a row, so the days are what costs.
public struct TotalsRange: Equatable, Sendable {
    public let period: TotalsPeriod
    public let first: LocalDay
    public let last: LocalDay

    /// Why options were refused.
    public enum Problem: Error, Equatable, Sendable {
        /// `by` is none of day, week, month.
        case notAPeriod(String)
        /// `since` or `until` is no day (written as 2026-11-24, and one that exists).
        case notADay(String)
        case endsBeforeItStarts(since: LocalDay, until: LocalDay)
        /// More periods than ``longest(_:)`` allows.
        case tooLong(TotalsPeriod, longest: Int)
    }

    /// The most periods one request covers (docs/command-line.md): 3,660 days (ten years),
    /// 1,044 weeks (twenty years), 1,200 months (a hundred years). By month that is 36,525
    /// days read, 1,200 rows a stopwatch at most.
    public static func longest(_ period: TotalsPeriod) -> Int {
        switch period {
        case .day: 3_660
        case .week: 1_044
        case .month: 1_200
        }
    }

    /// `first` through `last` by `period`, if they are in order and within the longest range.
    public static func checked(_ period: TotalsPeriod, from first: LocalDay, through last: LocalDay) -> Result<TotalsRange, Problem> {
        guard first <= last else { return .failure(.endsBeforeItStarts(since: first, until: last)) }
        guard periodCount(period, from: first, through: last) <= longest(period) else {
            return .failure(.tooLong(period, longest: longest(period)))
        }
        return .success(TotalsRange(period: period, first: first, last: last))
    }

    /// The range the options ask for: `by` day when not given, through `today` when `until`
    /// is not, and from the period's default first day (``TotalsPeriod/defaultFirst(endingOn:firstWeekday:)``)
    /// when `since` is not; `nil` and empty are both "not given".
    public static func read(by: String?, since: String?, until: String?, today: LocalDay, firstWeekday: Int) -> Result<TotalsRange, Problem>
    {
        let by = by ?? ""
        let since = since ?? ""
        let until = until ?? ""
        guard let period = by.isEmpty ? .day : TotalsPeriod(rawValue: by) else { return .failure(.notAPeriod(by)) }
        guard let last = until.isEmpty ? today : LocalDay(iso: until) else { return .failure(.notADay(until)) }
        guard let first = since.isEmpty ? period.defaultFirst(endingOn: last, firstWeekday: firstWeekday) : LocalDay(iso: since) else {
            return .failure(.notADay(since))
        }
        return checked(period, from: first, through: last)
    }

    /// How many periods by `period` the days `first` through `last` reach into (weeks counted
    /// in sevens of days from `first`, whatever the locale's first weekday).
    private static func periodCount(_ period: TotalsPeriod, from first: LocalDay, through last: LocalDay) -> Int {
        switch period {
        case .day: last.dayNumber - first.dayNumber + 1
        case .week: (last.dayNumber - first.dayNumber) / 7 + 1
        case .month: (last.year - first.year) * 12 + last.month - first.month + 1
        }
    }
}
