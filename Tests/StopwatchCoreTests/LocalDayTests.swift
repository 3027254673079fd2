import StopwatchCore
import Testing

/// Days of the calendar alone: written and read as "2026-11-24", days that do not exist
/// refused, counted from the epoch both ways, their weekday, and the start of a period.
@Suite struct LocalDayTests {
    @Test func aDayIsReadAndWrittenAsYearMonthDay() throws {
        let day = try #require(LocalDay(iso: "2026-11-24"))
        #expect((day.year, day.month, day.day) == (2026, 11, 24))
        #expect(day.description == "2026-11-24")
        #expect(LocalDay(year: 987, month: 3, day: 5)?.description == "0987-03-05")
    }

    @Test(arguments: [
        "2026-02-30", "2026-13-01", "2026-00-10", "2025-02-29", "0000-01-01", "2026-1-05", "2026-01-5", "26-01-05",
        "2026-01-05 ", "2026/01/05", "+026-01-05", "２０２６-01-05", "", "2026-01-0x",
    ])
    func aDayThatDoesNotExistOrIsWrittenOtherwiseIsRefused(text: String) {
        #expect(LocalDay(iso: text) == nil)
    }

    @Test func leapDaysAreThereInLeapYearsOnly() {
        #expect(LocalDay(iso: "2024-02-29") != nil)
        #expect(LocalDay(iso: "2000-02-29") != nil)
        #expect(LocalDay(iso: "1900-02-29") == nil)
    }

    @Test func daysCountFromTheEpochBothWays() throws {
        #expect(try #require(LocalDay(iso: "1970-01-01")).dayNumber == 0)
        #expect(try #require(LocalDay(iso: "2026-11-24")).dayNumber == 20_781)
        #expect(try #require(LocalDay(iso: "1969-12-31")).dayNumber == -1)
        for number in stride(from: -719_162, through: 2_932_896, by: 997) {
            #expect(LocalDay(dayNumber: number).dayNumber == number)
        }
        #expect(LocalDay(dayNumber: .max) == .last, "held to the year 9999")
        #expect(LocalDay(dayNumber: .min) == .first)
        #expect(try #require(LocalDay(iso: "2024-02-28")).adding(days: 2).description == "2024-03-01")
        #expect(try #require(LocalDay(iso: "2026-12-31")).adding(days: 1).description == "2027-01-01")
    }

    @Test func weekdaysAreTheCalendars() throws {
        #expect(try #require(LocalDay(iso: "2026-11-24")).weekday == 2, "a Tuesday")
        #expect(try #require(LocalDay(iso: "1970-01-01")).weekday == 4, "a Thursday")
        #expect(try #require(LocalDay(iso: "1997-11-30")).weekday == 0, "a Sunday")
        #expect(try #require(LocalDay(iso: "1900-01-01")).weekday == 1, "a Monday")
    }

    @Test func aPeriodStartsOnItsFirstDay() throws {
        let tuesday = try #require(LocalDay(iso: "2026-11-24"))
        #expect(TotalsPeriod.day.start(of: tuesday, firstWeekday: 1) == tuesday)
        #expect(TotalsPeriod.week.start(of: tuesday, firstWeekday: 1).description == "2026-11-23", "from Monday")
        #expect(TotalsPeriod.week.start(of: tuesday, firstWeekday: 0).description == "2026-11-22", "from Sunday")
        #expect(TotalsPeriod.week.start(of: try #require(LocalDay(iso: "2026-11-22")), firstWeekday: 1).description == "2026-11-16")
        #expect(TotalsPeriod.month.start(of: tuesday, firstWeekday: 1).description == "2026-11-01")
    }
}
