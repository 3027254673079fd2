import StopwatchCore
import Testing

@testable import StopwatchGLib

/// The user's calendar from GLib's time zones, with fixed zones: Europe/Berlin's days of 23
/// and 25 hours, Pacific/Apia's skipped 30 December 2011, Asia/Kolkata's half hour, UTC; the
/// totals of a day over them; and the first weekday of en_US and de_DE from the C library.
@Suite struct GLibLocalCalendarTests {
    private static let hour = Duration.seconds(3600)

    private func calendar(_ zone: String) throws -> GLibLocalCalendar {
        try #require(GLibLocalCalendar(zone: zone, firstWeekday: 1))
    }

    private func day(_ text: String) -> LocalDay { LocalDay(iso: text)! }

    private func length(of text: String, in calendar: GLibLocalCalendar) -> Duration {
        calendar.start(of: day(text).adding(days: 1)) - calendar.start(of: day(text))
    }

    @Test func berlinsDaysAtTheChangesOfDaylightSavingTimeAre23And25Hours() throws {
        let berlin = try calendar("Europe/Berlin")
        #expect(length(of: "2026-03-29", in: berlin) == Self.hour * 23)
        #expect(length(of: "2026-10-25", in: berlin) == Self.hour * 25)
        #expect(length(of: "2026-11-24", in: berlin) == Self.hour * 24)
        // Midnight in winter is 23:00 UTC the day before.
        #expect(berlin.start(of: day("2026-11-24")) == .seconds(1_795_474_800))
        #expect(berlin.day(containing: .seconds(1_795_474_799)) == day("2026-11-23"))
        #expect(berlin.day(containing: .seconds(1_795_474_800)) == day("2026-11-24"))
    }

    @Test func aWholeDayOfBerlinsSpringChangeTotals23Hours() throws {
        let berlin = try calendar("Europe/Berlin")
        let span = RunSpan(stopwatch: "Shift", start: berlin.start(of: day("2026-03-28")), end: berlin.start(of: day("2026-03-31")))
        let totals = TotalsCalculator(calendar: berlin).totals(
            spans: [span], credits: [], from: day("2026-03-28"), through: day("2026-03-30"), by: .day)
        let expected: [Duration] = [Self.hour * 24, Self.hour * 23, Self.hour * 24]
        #expect(totals.filter { $0.stopwatch.isEmpty }.map(\.total) == expected)
    }

    @Test func apiaSkippedThe30thOfDecember2011() throws {
        let apia = try calendar("Pacific/Apia")
        #expect(length(of: "2011-12-30", in: apia) == .zero, "a day with no time")
        #expect(apia.day(containing: apia.start(of: day("2011-12-29")) + Self.hour * 24) == day("2011-12-31"))
        let span = RunSpan(
            stopwatch: "Night", start: apia.start(of: day("2011-12-29")) + Self.hour * 22,
            end: apia.start(of: day("2011-12-31")) + Self.hour * 2)
        let totals = TotalsCalculator(calendar: apia).totals(
            spans: [span], credits: [], from: day("2011-12-29"), through: day("2011-12-31"), by: .day)
        let expected: [Duration] = [Self.hour * 2, .zero, Self.hour * 2]
        #expect(totals.filter { $0.stopwatch.isEmpty }.map(\.total) == expected)
    }

    @Test func kolkatasMidnightIsHalfPastSixteenHundredUTC() throws {
        let kolkata = try calendar("Asia/Kolkata")
        #expect(kolkata.start(of: day("2026-11-24")) == .seconds(1_795_458_600))
        #expect(kolkata.day(containing: .seconds(1_795_458_599)) == day("2026-11-23"))
        #expect(length(of: "2026-11-24", in: kolkata) == Self.hour * 24)
    }

    @Test func utcDaysBeginAtMultiplesOf86400Seconds() throws {
        let utc = try calendar("UTC")
        #expect(utc.start(of: day("1970-01-01")) == .zero)
        #expect(utc.start(of: day("2026-11-24")) == .seconds(20_781 * 86_400))
        #expect(utc.day(containing: .seconds(-1)) == day("1969-12-31"))
        #expect(utc.day(containing: .seconds(Int64.max / 2)) == .last, "past GLib's years: the last day")
    }

    @Test func anUnknownZoneGivesNoCalendar() {
        #expect(GLibLocalCalendar(zone: "Mars/Olympus_Mons") == nil)
    }

    @Test func weeksStartOnSundayInTheUSAndOnMondayInGermany() {
        #expect(GLibLocalCalendar.firstWeekday(of: "en_US.UTF-8") == 0)
        #expect(GLibLocalCalendar.firstWeekday(of: "de_DE.UTF-8") == 1)
        #expect(GLibLocalCalendar.firstWeekday(counted: 2, fromWeekOf: 19_971_130) == 1, "Monday, counted from a Sunday")
        #expect(GLibLocalCalendar.firstWeekday(counted: 1, fromWeekOf: 19_971_201) == 1, "Monday, counted from a Monday")
        #expect(GLibLocalCalendar.firstWeekday(counted: 7, fromWeekOf: 19_971_130) == 6, "Saturday")
    }

    @Test func aTimeOfDayIsOnTheLocalClockAndOneInTheSpringGapMovesPastIt() throws {
        let berlin = try calendar("Europe/Berlin")
        let spring = LocalDay(year: 2026, month: 3, day: 29)!
        // 10:00 CEST is 08:00 UTC; 01:30 CET is 00:30 UTC; 02:30 does not exist: the first time
        // after the gap, 03:00 CEST, 01:00 UTC.
        #expect(berlin.instant(on: spring, hour: 10, minute: 0, second: 0) == .seconds(1_774_771_200))
        #expect(berlin.instant(on: spring, hour: 1, minute: 30, second: 0) == .seconds(1_774_744_200))
        #expect(berlin.instant(on: spring, hour: 2, minute: 30, second: 0) == .seconds(1_774_746_000))
    }
}
