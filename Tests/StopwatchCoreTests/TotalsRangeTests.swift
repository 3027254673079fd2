import StopwatchCore
import Testing

/// A request's range of days, read from the options and held to the longest range of its
/// period, at the edges.
@Suite struct TotalsRangeTests {
    private let today = LocalDay(iso: "2026-11-28")!

    private func read(_ by: String? = nil, since: String? = nil, until: String? = nil) -> Result<TotalsRange, TotalsRange.Problem> {
        TotalsRange.read(by: by, since: since, until: until, today: today, firstWeekday: 1)
    }

    private func day(_ text: String) -> LocalDay { LocalDay(iso: text)! }

    @Test func nothingGivenIsTheLastSevenDaysByDay() throws {
        let range = try read().get()
        #expect((range.period, range.first, range.last) == (.day, day("2026-11-22"), today))
        #expect(read("", since: "", until: "") == read())
    }

    @Test func theLongestRangeOfEachPeriodIsAnsweredAndOneMoreRefused() throws {
        // 3,660 days ending today, and one day more.
        let firstOfTenYears = today.adding(days: -3_659)
        #expect(try read(since: firstOfTenYears.description).get().first == firstOfTenYears)
        #expect(read(since: firstOfTenYears.adding(days: -1).description) == .failure(.tooLong(.day, longest: 3_660)))
        // 1,044 weeks: 7,308 days from the first, and one day into the next week.
        let weeks = today.adding(days: -(1_044 * 7 - 1))
        #expect(try read("week", since: weeks.description).get().period == .week)
        #expect(read("week", since: weeks.adding(days: -1).description) == .failure(.tooLong(.week, longest: 1_044)))
        // 1,200 months: December 1926 through November 2026, and November 1926.
        #expect(try read("month", since: "1926-12-01").get().first == day("1926-12-01"))
        #expect(read("month", since: "1926-11-30") == .failure(.tooLong(.month, longest: 1_200)))
    }

    @Test func theIssuesHundredYearsByDayIsRefusedAtOnce() {
        #expect(read("day", since: "1900-01-01", until: "2026-12-31") == .failure(.tooLong(.day, longest: 3_660)))
        #expect(read("month", since: "0001-01-01", until: "9999-12-31") == .failure(.tooLong(.month, longest: 1_200)))
    }

    @Test func badOptionsSayWhatWasWrong() throws {
        #expect(read("hour") == .failure(.notAPeriod("hour")))
        #expect(read(since: "2026-02-30") == .failure(.notADay("2026-02-30")))
        #expect(read(until: "yesterday") == .failure(.notADay("yesterday")))
        #expect(
            read(since: "2026-12-01", until: "2026-11-01")
                == .failure(.endsBeforeItStarts(since: day("2026-12-01"), until: day("2026-11-01"))))
        #expect(try read(since: "2026-11-28", until: "2026-11-28").get().first == today, "one day is a range")
    }
}
