/// The one arithmetic of totals (ARCHITECTURE.md, "Where the time went"): spans cut at local
/// midnights into days, spans and credits cut at quarter hours (what the history keeps), and
/// days summed into weeks and months. The SQLite history, its test double, ``TotalsCalculator``
/// and the Totals screen all count through these functions, so none of them can count another
/// way.
///
/// Pure: no state, no clock; the calendar is handed in where a local day is meant.
public enum TotalsArithmetic {
    /// Time by stopwatch name, in some period.
    public typealias Shares = [String: Duration]

    // MARK: Quarter hours

    /// Quarter hours: every time zone's midnight today falls on one, so a day's total is the
    /// sum of its quarters'.
    public static let quarterMilliseconds: Int64 = 900_000

    /// The quarter hour `milliseconds` (since the Unix epoch) falls in, rounded towards the past.
    public static func quarter(of milliseconds: Int64) -> Int64 {
        milliseconds >= 0 ? milliseconds / quarterMilliseconds : (milliseconds - quarterMilliseconds + 1) / quarterMilliseconds
    }

    /// What one session counts in each quarter hour (ms by quarter): its spans (start, end in
    /// ms) cut at the quarters, its credits (at, amount) in theirs; a session with neither (from
    /// before run logs) counts `elapsed` in the quarter it `started` in. A span that ends before
    /// it starts or is longer than 100 years counts nothing, so a hostile row cannot make
    /// millions of quarters.
    public static func quarterShares(
        spans: [(start: Int64, end: Int64)], credits: [(at: Int64, amount: Int64)], started: Int64, elapsed: Int64
    ) -> [Int64: Int64] {
        var shares: [Int64: Int64] = [:]
        for span in spans {
            guard span.end > span.start, span.end - span.start <= TimeBounds.maximumElapsedMilliseconds else { continue }
            var at = span.start
            while at < span.end {
                let quarter = quarter(of: at)
                let next = min(span.end, (quarter + 1) * quarterMilliseconds)
                shares[quarter, default: 0] += next - at
                at = next
            }
        }
        for credit in credits { shares[quarter(of: credit.at), default: 0] += credit.amount }
        if spans.isEmpty && credits.isEmpty { shares[quarter(of: started)] = elapsed }
        return shares
    }

    /// ``quarterShares(spans:credits:started:elapsed:)`` of a session as the core holds it.
    public static func quarterShares(of session: Session) -> [Int64: Int64] {
        quarterShares(
            spans: session.runLog.spans.map { ($0.start.wholeMilliseconds, $0.end.wholeMilliseconds) },
            credits: session.runLog.credits.map { ($0.at.wholeMilliseconds, $0.amount.wholeMilliseconds) },
            started: session.startedAt.wholeMilliseconds, elapsed: session.elapsed.wholeMilliseconds)
    }

    /// ``quarterShares(spans:credits:started:elapsed:)`` of another machine's session.
    public static func quarterShares(of session: MachineSession) -> [Int64: Int64] {
        quarterShares(
            spans: session.runLog.spans.map { ($0.start.wholeMilliseconds, $0.end.wholeMilliseconds) },
            credits: session.runLog.credits.map { ($0.at.wholeMilliseconds, $0.amount.wholeMilliseconds) },
            started: session.startedAt.wholeMilliseconds, elapsed: session.elapsed.wholeMilliseconds)
    }

    /// The quarters that make up each period between consecutive `boundaries` (the starts of
    /// local days, then the end of the last), each bound rounded down to its quarter: period
    /// `index` holds the quarters in `first..<past`.
    public static func quarterRanges(of boundaries: [Duration]) -> [(first: Int64, past: Int64)] {
        let quarters = boundaries.map { quarter(of: $0.wholeMilliseconds) }
        return zip(quarters, quarters.dropFirst()).map { ($0, $1) }
    }

    /// What the quarters `shares` add up to in each period between `boundaries`, by the
    /// period's index; periods with nothing are left out.
    public static func periodSums(of shares: [Int64: Int64], boundaries: [Duration]) -> [Int: Int64] {
        let ranges = quarterRanges(of: boundaries)
        guard !ranges.isEmpty, !shares.isEmpty else { return [:] }
        var sums: [Int: Int64] = [:]
        for (quarter, milliseconds) in shares {
            // Boundaries are in time order: the last period that starts at or before the quarter.
            var low = 0
            var high = ranges.count
            while low < high {
                let middle = (low + high) / 2
                if ranges[middle].first <= quarter { low = middle + 1 } else { high = middle }
            }
            let index = low - 1
            guard index >= 0, quarter < ranges[index].past else { continue }
            sums[index, default: 0] += milliseconds
        }
        return sums.filter { $0.value != 0 }
    }

    // MARK: Whole hours

    /// The hour (four quarters) that `quarter` falls in, rounded towards the past. The history
    /// keeps the hours' sums beside the quarters': a long range reads a quarter as many rows.
    public static func hour(ofQuarter quarter: Int64) -> Int64 {
        quarter >= 0 ? quarter / 4 : (quarter - 3) / 4
    }

    /// A period's quarters as the whole hours in it and the quarters at its edges outside them:
    /// none in a time zone a whole number of hours off UTC, a quarter or a few where midnight
    /// falls on the half or three quarters of an hour.
    public struct PeriodPieces: Equatable, Sendable {
        /// The whole hours in the period (empty if none).
        public var hours: Range<Int64>
        /// Its quarters outside ``hours``, in time order.
        public var quarters: [Range<Int64>]

        public init(hours: Range<Int64>, quarters: [Range<Int64>]) {
            self.hours = hours
            self.quarters = quarters
        }
    }

    /// The pieces of the quarters `first..<past` (one of ``quarterRanges(of:)``). The hours of
    /// periods one after the other are in time order too, empty ones included.
    public static func pieces(of range: (first: Int64, past: Int64)) -> PeriodPieces {
        let firstHour = hour(ofQuarter: range.first + 3)
        guard range.first < range.past else { return PeriodPieces(hours: firstHour..<firstHour, quarters: []) }
        let pastHour = hour(ofQuarter: range.past)
        guard firstHour < pastHour else { return PeriodPieces(hours: firstHour..<firstHour, quarters: [range.first..<range.past]) }
        let quarters = [range.first..<firstHour * 4, pastHour * 4..<range.past].filter { !$0.isEmpty }
        return PeriodPieces(hours: firstHour..<pastHour, quarters: quarters)
    }

    // MARK: Local days

    /// `spans` cut at each local midnight of `calendar` and `credits` on their day, by day
    /// from `first` through `last` and stopwatch; only the days of the range are walked,
    /// however long a span is, and a span that ends before it starts counts nothing.
    public static func dayShares(
        spans: [RunSpan], credits: [TimeCredit], from first: LocalDay, through last: LocalDay, in calendar: LocalCalendar
    ) -> [LocalDay: Shares] {
        guard first <= last else { return [:] }
        let rangeStart = calendar.start(of: first)
        let rangeEnd = calendar.start(of: last.adding(days: 1))
        var byDay: [LocalDay: Shares] = [:]
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
        return byDay
    }

    // MARK: Weeks and months

    /// Days' shares summed into the periods by `period` they fall in, keyed by each period's
    /// first day (weeks start on `firstWeekday`).
    public static func periodShares(of days: [LocalDay: Shares], by period: TotalsPeriod, firstWeekday: Int) -> [LocalDay: Shares] {
        var byPeriod: [LocalDay: Shares] = [:]
        for (day, shares) in days {
            let start = period.start(of: day, firstWeekday: firstWeekday)
            for (stopwatch, total) in shares { byPeriod[start, default: [:]][stopwatch, default: .zero] += total }
        }
        return byPeriod
    }

    /// The first day of the period after the one starting on `start`.
    public static func next(after start: LocalDay, by period: TotalsPeriod) -> LocalDay {
        switch period {
        case .day: start.adding(days: 1)
        case .week: start.adding(days: 7)
        case .month: start.adding(days: LocalDay.daysIn(month: start.month, year: start.year))
        }
    }
}
