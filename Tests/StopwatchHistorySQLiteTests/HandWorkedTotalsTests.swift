import StopwatchCore
import StopwatchGLib
import StopwatchTestSupport
import Testing

@testable import StopwatchHistorySQLite

/// Totals by day through the SQLite history against figures worked out by hand, not by the
/// code under test (ARCHITECTURE.md, "Where the time went"): a session over each change of
/// daylight saving time in Berlin, over midnight where it falls on the half hour (Kolkata), the
/// three quarters (Kathmandu) and where the clock goes back half an hour (Lord Howe), and over
/// a plain midnight. Each case says the UTC instants and the local days as a person reads them
/// from a table of the zone's offsets.
@Suite struct HandWorkedTotalsTests {
    let folder = HistoryFolder()

    struct Case: CustomStringConvertible, Sendable {
        let zone: String
        /// UTC, "YYYY-MM-DD HH:MM:SS".
        let from: String
        let to: String
        /// Each local day's minutes (and seconds), by hand.
        let days: [(day: String, seconds: Int64)]
        let why: String

        var description: String { "\(zone): \(why)" }
    }

    static let cases: [Case] = [
        // 29 March 2026, Berlin: 02:00 CET becomes 03:00 CEST (01:00 UTC). Local midnight of the
        // 29th is 28 March 23:00 UTC. 22:30 UTC (23:30 CET) to 02:00 UTC (04:00 CEST): 3 h 30 min
        // ran; 30 min on the 28th, 3 h on the 29th (whose clock shows 4 h: an hour never came).
        Case(
            zone: "Europe/Berlin", from: "2026-03-28 22:30:00", to: "2026-03-29 02:00:00",
            days: [("2026-03-28", 30 * 60), ("2026-03-29", 3 * 3600)], why: "over the spring change"),
        // 25 October 2026, Berlin: 03:00 CEST becomes 02:00 CET (01:00 UTC). Local midnight of
        // the 25th is 24 October 22:00 UTC. 21:00 UTC (23:00 CEST) to 02:00 UTC (03:00 CET): 5 h;
        // 1 h on the 24th, 4 h on the 25th (whose clock shows 3 h: an hour came twice).
        Case(
            zone: "Europe/Berlin", from: "2026-10-24 21:00:00", to: "2026-10-25 02:00:00",
            days: [("2026-10-24", 3600), ("2026-10-25", 4 * 3600)], why: "over the autumn change"),
        // Kolkata, UTC+5:30: local midnight of 11 March is 10 March 18:30 UTC. 17:30 UTC (23:00)
        // to 19:45 UTC (01:15): 1 h and 1 h 15 min.
        Case(
            zone: "Asia/Kolkata", from: "2026-03-10 17:30:00", to: "2026-03-10 19:45:00",
            days: [("2026-03-10", 3600), ("2026-03-11", 75 * 60)], why: "midnight on the half hour"),
        // Kathmandu, UTC+5:45: local midnight of 11 March is 10 March 18:15 UTC. 18:05 UTC (23:50)
        // to 18:35 UTC (00:20): 10 min and 20 min.
        Case(
            zone: "Asia/Kathmandu", from: "2026-03-10 18:05:00", to: "2026-03-10 18:35:00",
            days: [("2026-03-10", 10 * 60), ("2026-03-11", 20 * 60)], why: "midnight on the three quarters"),
        // Lord Howe, 5 April 2026: 02:00 at UTC+11 becomes 01:30 at UTC+10:30 (4 April 15:00 UTC).
        // Local midnight of the 5th is 4 April 13:00 UTC (+11), of the 6th 5 April 13:30 UTC
        // (+10:30). 12:00 UTC (23:00 on the 4th) to 16:30 UTC (03:00 on the 5th): 4 h 30 min; 1 h
        // on the 4th, 3 h 30 min on the 5th (whose clock shows 3 h: half an hour came twice).
        Case(
            zone: "Australia/Lord_Howe", from: "2026-04-04 12:00:00", to: "2026-04-04 16:30:00",
            days: [("2026-04-04", 3600), ("2026-04-05", 210 * 60)], why: "the clock back half an hour"),
        // Lord Howe, 4 October 2026: 02:00 at UTC+10:30 becomes 02:30 at UTC+11 (3 October 15:30
        // UTC). Local midnight of the 4th is 3 October 13:30 UTC (+10:30). 13:00 UTC (23:30 on
        // the 3rd) to 16:00 UTC (03:00 on the 4th): 3 h; 30 min on the 3rd, 2 h 30 min on the 4th.
        Case(
            zone: "Australia/Lord_Howe", from: "2026-10-03 13:00:00", to: "2026-10-03 16:00:00",
            days: [("2026-10-03", 30 * 60), ("2026-10-04", 150 * 60)], why: "the clock on half an hour"),
        // UTC: 23:59:30 to 00:00:30, half a minute each side of midnight.
        Case(
            zone: "UTC", from: "2026-06-30 23:59:30", to: "2026-07-01 00:00:30",
            days: [("2026-06-30", 30), ("2026-07-01", 30)], why: "a plain midnight"),
    ]

    /// `text` ("YYYY-MM-DD HH:MM:SS", UTC) as a wall-clock instant, by the civil calendar.
    static func instant(_ text: String) -> Duration {
        let day = LocalDay(iso: String(text.prefix(10)))!
        let parts = text.suffix(8).split(separator: ":").map { Int64($0)! }
        return .seconds(Int64(day.dayNumber) * 86_400 + parts[0] * 3600 + parts[1] * 60 + parts[2])
    }

    @Test(arguments: cases)
    func eachDayCountsWhatRanOnItAsWorkedOutByHand(_ item: Case) throws {
        let calendar = try #require(GLibLocalCalendar(zone: item.zone, firstWeekday: 1))
        let (start, end) = (Self.instant(item.from), Self.instant(item.to))
        let session = Session(
            id: SessionID(rawValue: 1), startedAt: start, elapsed: end - start, laps: LapHistory(), stopwatchName: "Task",
            runLog: RunLog(spans: [RunLog.Span(start: start, end: end)]))
        let history = folder.makeHistory()
        history.add(session) { _ in }
        folder.deliver(to: history)
        let first = try #require(LocalDay(iso: item.days[0].day)).adding(days: -1)
        let last = try #require(LocalDay(iso: item.days[item.days.count - 1].day)).adding(days: 1)
        let boundaries = TotalsUseCase.boundaries(from: first, through: last, in: calendar)
        let times = try SQLiteHistoryAtOnce(path: folder.databasePath).runTimes(boundaries: boundaries, unnamed: "Stopwatch").get()
        let totals = TotalsCalculator(calendar: calendar).totals(
            spans: times.spans, credits: times.credits, from: first, through: last, by: .day)
        let counted = totals.filter { $0.stopwatch == "Task" && $0.total != .zero }.map { ($0.period.description, $0.total) }
        #expect(counted.map(\.0) == item.days.map(\.day))
        #expect(counted.map(\.1) == item.days.map { Duration.seconds($0.seconds) })
    }
}
