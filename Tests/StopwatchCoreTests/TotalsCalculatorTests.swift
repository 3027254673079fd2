import StopwatchCore
import StopwatchTestSupport
import Testing

/// Totals alone, over a calendar of a fixed offset from UTC: spans split at local midnight,
/// by day, week and month, per stopwatch and in all; credits on their day; a clock set back
/// and a span of years; and the same totals as a loop over every second would give.
@Suite struct TotalsCalculatorTests {
    private static let hour = Duration.seconds(3600)

    private func day(_ text: String) -> LocalDay { LocalDay(iso: text)! }

    /// The instant of `time` ("HH:MM") on `date` in `calendar`.
    private func at(_ date: String, _ time: String, in calendar: LocalCalendar) -> Duration {
        let parts = time.split(separator: ":").map { Int($0)! }
        return calendar.start(of: day(date)) + .seconds(parts[0] * 3600 + parts[1] * 60)
    }

    @Test func aSpanOverMidnightIsSplitAtTheLocalMidnight() {
        let berlinWinter = FixedOffsetCalendar(offsetHours: 1)
        let spans = [
            RunSpan(
                stopwatch: "Writing", start: at("2026-11-23", "22:30", in: berlinWinter), end: at("2026-11-24", "01:15", in: berlinWinter))
        ]
        let totals = TotalsCalculator(calendar: berlinWinter).totals(
            spans: spans, credits: [], from: day("2026-11-23"), through: day("2026-11-24"), by: .day)
        #expect(
            totals == [
                PeriodTotal(period: day("2026-11-23"), stopwatch: "Writing", total: .seconds(5400)),
                PeriodTotal(period: day("2026-11-23"), stopwatch: "", total: .seconds(5400)),
                PeriodTotal(period: day("2026-11-24"), stopwatch: "Writing", total: .seconds(4500)),
                PeriodTotal(period: day("2026-11-24"), stopwatch: "", total: .seconds(4500)),
            ])
    }

    @Test func eachStopwatchIsSummedAndAllTogetherAndAnEmptyDayIsZero() {
        let calendar = FixedOffsetCalendar()
        let spans = [
            RunSpan(stopwatch: "Writing", start: at("2026-11-24", "09:00", in: calendar), end: at("2026-11-24", "10:40", in: calendar)),
            RunSpan(stopwatch: "Reading", start: at("2026-11-24", "11:00", in: calendar), end: at("2026-11-24", "11:25", in: calendar)),
            RunSpan(stopwatch: "Writing", start: at("2026-11-24", "14:00", in: calendar), end: at("2026-11-24", "14:05", in: calendar)),
        ]
        let totals = TotalsCalculator(calendar: calendar).totals(
            spans: spans, credits: [], from: day("2026-11-24"), through: day("2026-11-25"), by: .day)
        #expect(
            totals.map { "\($0.period) \($0.stopwatch) \($0.total.components.seconds)" } == [
                "2026-11-24 Reading 1500", "2026-11-24 Writing 6300", "2026-11-24  7800", "2026-11-25  0",
            ])
    }

    @Test func weeksStartOnTheLocalesFirstWeekdayAndMonthsOnTheFirst() {
        let spans = ["2026-11-21", "2026-11-22", "2026-11-23", "2026-12-01"].map { date in
            let calendar = FixedOffsetCalendar()
            return RunSpan(stopwatch: "Run", start: at(date, "07:00", in: calendar), end: at(date, "08:00", in: calendar))
        }
        func weeks(from firstWeekday: Int) -> [String] {
            TotalsCalculator(calendar: FixedOffsetCalendar(firstWeekday: firstWeekday)).totals(
                spans: spans, credits: [], from: day("2026-11-21"), through: day("2026-12-01"), by: .week
            ).filter { $0.stopwatch.isEmpty }.map { "\($0.period) \($0.total.components.seconds / 3600)" }
        }
        #expect(weeks(from: 1) == ["2026-11-16 2", "2026-11-23 1", "2026-11-30 1"], "Monday: Saturday and Sunday together")
        #expect(weeks(from: 0) == ["2026-11-15 1", "2026-11-22 2", "2026-11-29 1"], "Sunday: Sunday and Monday together")
        let months = TotalsCalculator(calendar: FixedOffsetCalendar()).totals(
            spans: spans, credits: [], from: day("2026-11-21"), through: day("2026-12-01"), by: .month
        ).filter { $0.stopwatch.isEmpty }.map { "\($0.period) \($0.total.components.seconds / 3600)" }
        #expect(months == ["2026-11-01 3", "2026-12-01 1"])
    }

    @Test func aCreditCountsOnItsDayAndMayTakeTimeAway() {
        let calendar = FixedOffsetCalendar()
        let totals = TotalsCalculator(calendar: calendar).totals(
            spans: [
                RunSpan(stopwatch: "Run", start: at("2026-11-24", "07:00", in: calendar), end: at("2026-11-24", "08:00", in: calendar))
            ],
            credits: [
                TimeCredit(stopwatch: "Run", at: at("2026-11-24", "23:59", in: calendar), amount: .seconds(-600)),
                TimeCredit(stopwatch: "Old", at: at("2026-11-25", "00:00", in: calendar), amount: .seconds(90)),
                TimeCredit(stopwatch: "Old", at: at("2026-11-26", "00:00", in: calendar), amount: .seconds(90)),
            ], from: day("2026-11-24"), through: day("2026-11-25"), by: .day)
        #expect(
            totals.map { "\($0.period) \($0.stopwatch) \($0.total.components.seconds)" } == [
                "2026-11-24 Run 3000", "2026-11-24  3000", "2026-11-25 Old 90", "2026-11-25  90",
            ], "the credit of the 26th is past the range")
    }

    @Test func aClockSetBackCountsNothingAndASpanOfYearsOnlyTheDaysAsked() {
        let calendar = FixedOffsetCalendar()
        let backwards = RunSpan(
            stopwatch: "Run", start: at("2026-11-24", "10:00", in: calendar), end: at("2026-11-24", "09:00", in: calendar))
        let years = RunSpan(stopwatch: "Long", start: at("2024-01-01", "00:00", in: calendar), end: at("2027-01-01", "00:00", in: calendar))
        let totals = TotalsCalculator(calendar: calendar).totals(
            spans: [backwards, years], credits: [], from: day("2026-11-24"), through: day("2026-11-25"), by: .day)
        #expect(totals.filter { $0.stopwatch.isEmpty }.map(\.total) == [Self.hour * 24, Self.hour * 24])
        #expect(!totals.contains { $0.stopwatch == "Run" })
        #expect(
            TotalsCalculator(calendar: calendar).totals(
                spans: [years], credits: [], from: day("2026-11-25"), through: day("2026-11-24"), by: .day
            ).isEmpty, "a range that ends before it starts")
    }

    @Test func theTotalsAreWhatCountingEveryMinuteGives() {
        var random = SeededRandom(seed: 20_261_124)
        let calendar = FixedOffsetCalendar(offsetHours: 5)
        let origin = at("2026-11-20", "00:00", in: calendar)
        let spans = (0..<40).map { index in
            let start = origin + .seconds(Int64(random.next() % 600_000) / 60 * 60)
            return RunSpan(
                stopwatch: index % 3 == 0 ? "A" : "B", start: start, end: start + .seconds(Int64(random.next() % 90_000) / 60 * 60))
        }
        let totals = TotalsCalculator(calendar: calendar).totals(
            spans: spans, credits: [], from: day("2026-11-20"), through: day("2026-11-26"), by: .day)
        var counted: [String: Int64] = [:]
        for span in spans {
            var minute = span.start
            while minute < span.end {
                let date = calendar.day(containing: minute)
                if date <= day("2026-11-26") { counted["\(date) \(span.stopwatch)", default: 0] += 60 }
                minute += .seconds(60)
            }
        }
        let summed = Dictionary(
            uniqueKeysWithValues: totals.filter { !$0.stopwatch.isEmpty }.map {
                ("\($0.period) \($0.stopwatch)", $0.total.components.seconds)
            })
        #expect(summed == counted)
    }
}
