import StopwatchCore
import StopwatchPresentation
import StopwatchTestSupport
import Testing

/// The History list's rows, made from the sessions when a row is asked for: each knows its
/// place, and two lists are the same when they hold the same sessions at the same precision.
@MainActor @Suite struct HistoryRowsTests {
    private let summaries = (1...3).map { index in
        SessionSummary(
            id: SessionID(rawValue: Int64(index)), startedAt: .seconds(1_763_726_400 - Int64(index) * 3600),
            elapsed: .seconds(Int64(index) * 60), lapCount: index, bestLap: .seconds(10))
    }

    @Test func eachRowIsItsSessionInItsPlace() {
        let rows = HistoryRowMapper().rows(for: summaries)
        #expect(rows.count == 3 && !rows.isEmpty)
        #expect(rows[1].id == SessionID(rawValue: 2))
        #expect(rows[1].total == "02:00.00")
        #expect(rows[1].spokenPosition == "2 of 3")
        #expect(rows.map(\.lapCount) == ["1 lap", "2 laps", "3 laps"])
        #expect(HistoryRowMapper().rows(for: []).isEmpty)
    }

    @Test func theSameSessionsAtTheSamePrecisionAreTheSameList() {
        let hundredths = HistoryRowMapper().rows(for: summaries)
        #expect(hundredths == HistoryRowMapper().rows(for: summaries))
        #expect(hundredths != HistoryRowMapper().rows(for: Array(summaries.dropLast())))
        #expect(hundredths != HistoryRowMapper(precision: .seconds).rows(for: summaries), "shown to another precision")
    }

    @Test func daysAreNamedAsPeopleSayThemFromToday() {
        // Sunday 6 December 2026, 14:30 UTC; the source strings' days in English, times in UTC.
        let calendar = FixedOffsetCalendar()
        let now = calendar.instant(on: LocalDay(iso: "2026-12-06")!, hour: 14, minute: 30, second: 0)
        let mapper = HistoryRowMapper(calendar: calendar, now: now)
        func date(_ day: String, _ hour: Int, _ minute: Int) -> String {
            let instant = calendar.instant(on: LocalDay(iso: day)!, hour: hour, minute: minute, second: 0)
            return mapper.row(
                for: SessionSummary(id: SessionID(rawValue: 1), startedAt: instant, elapsed: .seconds(60), lapCount: 0, bestLap: nil)
            ).date
        }
        #expect(date("2026-12-06", 0, 0) == "Today, 00:00")
        #expect(date("2026-12-05", 23, 59) == "Yesterday, 23:59")
        #expect(date("2026-11-28", 9, 5) == "Saturday 28 November, 09:05")
        #expect(date("2025-12-31", 18, 0) == "31 December 2025, 18:00")
        #expect(
            HistoryRowMapper().row(
                for: SessionSummary(id: SessionID(rawValue: 1), startedAt: now, elapsed: .zero, lapCount: 0, bestLap: nil)
            ).date
                == "2026-12-06 14:30", "without a calendar: the locale's date, as the command line prints it")
    }
}
