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
        let rangeStart = calendar.start(of: first)
        let rangeEnd = calendar.start(of: last.adding(days: 1))
        var byDay: [LocalDay: [String: Duration]] = [:]
        for span in spans {
            var start = max(span.start, rangeStart)
            let end = min(span.end, rangeEnd)
            guard start < end else { continue }
            var day = calendar.day(containing: start)
            while start < end, day <= last {
                let next = day.adding(days: 1)
                let boundary = max(start, calendar.start(of: next))
                let piece = min(end, boundary) - start
                if piece > .zero { byDay[day, default: [:]][span.stopwatch, default: .zero] += piece }
                start = boundary
                guard next > day else { break }
                day = next
            }
        }
        // In time order, walking the days alongside: one look at the calendar a day, not one a
        // credit (a year of the history's quarter hours is 35,000 of them a stopwatch).
        var day = first
        var dayEnd = calendar.start(of: first.adding(days: 1))
        for credit in credits.filter({ $0.at >= rangeStart && $0.at < rangeEnd }).sorted(by: { $0.at < $1.at }) {
            while credit.at >= dayEnd, day < last {
                day = day.adding(days: 1)
                dayEnd = calendar.start(of: day.adding(days: 1))
            }
            byDay[day, default: [:]][credit.stopwatch, default: .zero] += credit.amount
        }
        var byPeriod: [LocalDay: [String: Duration]] = [:]
        for (day, totals) in byDay {
            let start = period.start(of: day, firstWeekday: calendar.firstWeekday)
            for (stopwatch, total) in totals { byPeriod[start, default: [:]][stopwatch, default: .zero] += total }
        }
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
            let next = Self.next(after: start, by: period)
            guard next > start else { break }
            start = next
        }
        return rows
    }

    private static func next(after start: LocalDay, by period: TotalsPeriod) -> LocalDay {
        switch period {
        case .day: start.adding(days: 1)
        case .week: start.adding(days: 7)
        case .month: start.adding(days: LocalDay.daysIn(month: start.month, year: start.year))
        }
    }
}
