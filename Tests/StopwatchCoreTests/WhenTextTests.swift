import StopwatchCore
import StopwatchTestSupport
import Testing

/// What the command line reads as a length or a moment (ARCHITECTURE.md, "Mending a mistake"): each form, worked by
/// hand, and what is none.
@Suite struct WhenTextTests {
    /// UTC+1; "now" is Sunday 6 December 2026, 14:30.
    private let calendar = FixedOffsetCalendar(offsetHours: 1)
    private var now: Duration { calendar.instant(on: LocalDay(iso: "2026-12-06")!, hour: 14, minute: 30, second: 0) }

    private func at(_ day: String, _ hour: Int, _ minute: Int, _ second: Int = 0) -> Duration {
        calendar.instant(on: LocalDay(iso: day)!, hour: hour, minute: minute, second: second)
    }

    @Test func lengthsInEachForm() {
        let cases: [(String, Duration?)] = [
            ("90m", .seconds(5400)), ("1h30m", .seconds(5400)), ("1:30", .seconds(5400)), ("2h", .seconds(7200)),
            ("45s", .seconds(45)), ("1h0m15s", .seconds(3615)), ("1:30:15", .seconds(5415)), ("0:05", .seconds(300)),
            ("876600h", .seconds(876_600 * 3600)), ("876601h", nil), ("1m30h", nil), ("1h1h", nil), ("", nil), ("h", nil),
            ("-5m", nil), ("5", nil), ("1:60", nil), ("1:5", nil), ("9999999999m", nil), ("1.5h", nil), ("1:30:", nil),
        ]
        for (text, expected) in cases {
            #expect(WhenText.duration(text) == expected, "\(text)")
        }
    }

    @Test func momentsInEachFormInTheLocalZone() {
        let cases: [(String, Duration?)] = [
            ("14:05", at("2026-12-06", 14, 5)), ("9:00", at("2026-12-06", 9, 0)), ("today 9:00", at("2026-12-06", 9, 0)),
            ("yesterday 23:59:30", at("2026-12-05", 23, 59, 30)),
            // Sunday now: Saturday is yesterday; Sunday 9:00 today; Sunday 15:00 a week back.
            ("saturday 9:00", at("2026-12-05", 9, 0)), ("Sat 9:00", at("2026-12-05", 9, 0)),
            ("sunday 9:00", at("2026-12-06", 9, 0)), ("sunday 15:00", at("2026-11-29", 15, 0)),
            ("monday 8:15", at("2026-11-30", 8, 15)),
            ("2026-12-05T09:00", at("2026-12-05", 9, 0)), ("2026-12-05 09:00:30", at("2026-12-05", 9, 0, 30)),
            ("2026-12-05T09:00Z", at("2026-12-05", 10, 0)),
            ("24:00", nil), ("14:5", nil), ("yesterday", nil), ("someday 9:00", nil), ("2026-13-01T09:00", nil),
            ("2026-02-30T09:00", nil), ("2026-12-05", nil), ("9:00 yesterday", nil), ("", nil), ("tomorrow 9:00", nil),
        ]
        for (text, expected) in cases {
            #expect(WhenText.instant(text, now: now, calendar: calendar) == expected, "\(text)")
        }
    }
}
