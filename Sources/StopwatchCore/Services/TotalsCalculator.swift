/// Where the time went (ARCHITECTURE.md, "Where the time went"): the spans stopwatches ran and the credits (corrections,
/// sessions from before spans), summed by local day, week or month over a range of days, per
/// stopwatch and in all. A span over midnight is split at it, by the ``LocalCalendar``: a day
/// of 23 or 25 hours is one day, a skipped day has no time.
///
/// Input from outside is bounded here: a span that ends before it starts (a clock set back)
/// counts nothing, and only the days of the range are walked, however long a span is.
public struct TotalsCalculator {
    private let calendar: LocalCalendar

    public init(calendar: LocalCalendar) {
        self.calendar = calendar
    }

    /// The totals of `spans` and `credits` from `first` through `last` (local days, both
    /// included), by `period`: for each period, one total a stopwatch that has time in it,
    /// then the sum of all (`stopwatch` empty), which every period has, zero or not. Periods
    /// in order; stopwatches by name.
    public func totals(
        spans: [RunSpan], credits: [TimeCredit], from first: LocalDay, through last: LocalDay, by period: TotalsPeriod
    ) -> [PeriodTotal] {
        guard first <= last else { return [] }
        let days = TotalsArithmetic.dayShares(spans: spans, credits: credits, from: first, through: last, in: calendar)
        let byPeriod = TotalsArithmetic.periodShares(of: days, by: period, firstWeekday: calendar.firstWeekday)
        var rows: [PeriodTotal] = []
        var start = period.start(of: first, firstWeekday: calendar.firstWeekday)
        while start <= last {
            let totals = byPeriod[start] ?? [:]
            var all = Duration.zero
            for stopwatch in totals.keys.sorted() {
                guard let total = totals[stopwatch], total != .zero else { continue }
                rows.append(PeriodTotal(period: start, stopwatch: stopwatch, total: total))
                all += total
            }
            rows.append(PeriodTotal(period: start, stopwatch: "", total: all))
            let next = TotalsArithmetic.next(after: start, by: period)
            guard next > start else { break }
            start = next
        }
        return rows
    }
}
