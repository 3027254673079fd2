import StopwatchCore
import StopwatchGLib
import StopwatchTestSupport
import Testing

@testable import StopwatchHistorySQLite

/// The history and its test double count alike (ARCHITECTURE.md, "Where the time went"): the
/// same random sessions, over midnights and both changes of daylight saving time in
/// Europe/Berlin, with corrections, sessions from before run logs, sessions stored again and
/// removed, give the same totals by day, week and month through the real SQLite history, the
/// in-memory one, and the spans themselves cut at each local midnight, to the millisecond.
/// Also where midnight is on the half hour (Asia/Kolkata), the three quarters (Asia/Kathmandu)
/// or moves by half an hour (Australia/Lord_Howe, 5 April and 4 October 2026, crossed by
/// sessions of their own): there the history reads the quarters at each day's edges beside its
/// whole hours. HandWorkedTotalsTests checks a few fixed sessions against figures worked out
/// by hand, which no code here computes.
@Suite struct OneCountTests {
    let folder = HistoryFolder()

    /// Random sessions around `around` (a wall-clock second): up to five spans each, of up to
    /// eight hours (so many cross a midnight), a correction now and then.
    private func sessions(around: Int64, count: Int, firstID: Int64, random: inout SeededRandom) -> [Session] {
        (0..<count).map { index in
            let startedAt = Duration.milliseconds((around - 3 * 86_400) * 1000 + Int64(random.next() % (6 * 86_400_000)))
            let (log, _) = randomRunLog(
                from: startedAt, longestSpan: 28_800_000, longestGap: 7_200_000, correctionOneIn: 3, largestCorrection: 900_000,
                random: &random)
            return Session(
                id: SessionID(rawValue: firstID + Int64(index)), startedAt: startedAt,
                elapsed: .milliseconds(Int64(random.next() % 7_200_000)), laps: LapHistory(),
                stopwatchName: random.next() % 5 == 0 ? nil : "Task \(random.next() % 3)", runLog: log)
        }
    }

    @Test(arguments: ["Europe/Berlin", "Asia/Kolkata", "Asia/Kathmandu", "Australia/Lord_Howe"])
    func theSQLiteHistoryTheDoubleAndTheSpansGiveTheSameTotals(zone: String) throws {
        let calendar = try #require(GLibLocalCalendar(zone: zone, firstWeekday: 1))
        var random = SeededRandom(seed: 20_261_128)
        // 29 March 2026 has 23 hours in Berlin, 25 October 2026 has 25.
        let spring = sessions(around: 1_774_742_400, count: 150, firstID: 1, random: &random)
        let autumn = sessions(around: 1_792_886_400, count: 150, firstID: 1_000, random: &random)
        // Lord Howe's half-hour changes: 4 April 2026 15:00 UTC (back), 3 October 15:30 UTC (on).
        let lordHoweBack = sessions(around: 1_775_314_800, count: 100, firstID: 2_000, random: &random)
        let lordHoweOn = sessions(around: 1_791_041_400, count: 100, firstID: 3_000, random: &random)
        let all = spring + autumn + lordHoweBack + lordHoweOn
        let sqlite = folder.makeHistory()
        let double = InMemorySessionHistory()
        for session in all {
            sqlite.add(session) { _ in }
            double.add(session) { _ in }
        }
        // Some stored again (an undo, then a reset again), some removed.
        for session in all.prefix(25) {
            sqlite.add(session) { _ in }
            double.add(session) { _ in }
        }
        for session in all.suffix(20) {
            sqlite.remove(session.id) { _ in }
            double.remove(session.id) { _ in }
        }
        folder.deliver(to: sqlite)
        let kept = all.dropLast(20)

        var spans: [RunSpan] = []
        var credits: [TimeCredit] = []
        for session in kept {
            let name = session.stopwatchName ?? "Stopwatch"
            if session.runLog.isEmpty { credits.append(TimeCredit(stopwatch: name, at: session.startedAt, amount: session.elapsed)) }
            spans += session.runLog.spans.map { RunSpan(stopwatch: name, start: $0.start, end: $0.end) }
            credits += session.runLog.credits.map { TimeCredit(stopwatch: name, at: $0.at, amount: $0.amount) }
        }
        let calculator = TotalsCalculator(calendar: calendar)
        for (first, last) in [("2026-03-20", "2026-04-10"), ("2026-09-27", "2026-11-03")] {
            let first = try #require(LocalDay(iso: first))
            let last = try #require(LocalDay(iso: last))
            let boundaries = TotalsUseCase.boundaries(from: first, through: last, in: calendar)
            let fromSQLite = try SQLiteHistoryAtOnce(path: folder.databasePath).runTimes(boundaries: boundaries, unnamed: "Stopwatch")
                .get()
            var fromDouble: RunTimes?
            double.runTimes(boundaries: boundaries, unnamed: "Stopwatch") { fromDouble = try? $0.get() }
            let doubleTimes = try #require(fromDouble)
            for period in TotalsPeriod.allCases {
                let sqliteTotals = calculator.totals(
                    spans: fromSQLite.spans, credits: fromSQLite.credits, from: first, through: last, by: period)
                let doubleTotals = calculator.totals(
                    spans: doubleTimes.spans, credits: doubleTimes.credits, from: first, through: last, by: period)
                let exact = calculator.totals(spans: spans, credits: credits, from: first, through: last, by: period)
                #expect(sqliteTotals == doubleTotals, "\(period) from \(first)")
                #expect(sqliteTotals == exact, "\(period) from \(first)")
            }
            let days = calculator.totals(spans: spans, credits: credits, from: first, through: last, by: .day)
            #expect(days.filter { $0.stopwatch == "Task 1" && $0.total != .zero }.count > 5, "the range holds many of them")
        }
    }

    @Test func theCalendarsDaysAreThoseOfTheirZones() throws {
        let berlin = try #require(GLibLocalCalendar(zone: "Europe/Berlin", firstWeekday: 1))
        // The days of 23 and 25 hours are one day each.
        #expect(berlin.start(of: LocalDay(iso: "2026-03-30")!) - berlin.start(of: LocalDay(iso: "2026-03-29")!) == .seconds(23 * 3600))
        #expect(berlin.start(of: LocalDay(iso: "2026-10-26")!) - berlin.start(of: LocalDay(iso: "2026-10-25")!) == .seconds(25 * 3600))
        // Midnight on the half hour and the three quarters; a day of 24 and a half hours.
        let kolkata = try #require(GLibLocalCalendar(zone: "Asia/Kolkata", firstWeekday: 1))
        #expect(kolkata.start(of: LocalDay(iso: "2026-03-29")!) == .seconds(1_774_722_600))
        let kathmandu = try #require(GLibLocalCalendar(zone: "Asia/Kathmandu", firstWeekday: 1))
        #expect(kathmandu.start(of: LocalDay(iso: "2026-03-29")!) == .seconds(1_774_721_700))
        let lordHowe = try #require(GLibLocalCalendar(zone: "Australia/Lord_Howe", firstWeekday: 1))
        #expect(
            lordHowe.start(of: LocalDay(iso: "2026-04-06")!) - lordHowe.start(of: LocalDay(iso: "2026-04-05")!)
                == .seconds(24 * 3600 + 1800))
    }

    /// The double used to cut at a period's exact bounds: a span inside a quarter hour that
    /// straddles a bound would then split differently from the history's. Both now round each
    /// bound down to its quarter, so the whole quarter counts in the period that begins in it.
    @Test func theDoubleCutsAtQuarterHoursAsTheHistoryDoes() throws {
        let session = Session(
            id: SessionID(rawValue: 7), startedAt: .seconds(1_000), elapsed: .seconds(600), laps: LapHistory(), stopwatchName: "Tea",
            runLog: RunLog(spans: [RunLog.Span(start: .seconds(1_000), end: .seconds(1_600))]))
        let double = InMemorySessionHistory()
        double.add(session) { _ in }
        let sqlite = folder.makeHistory()
        sqlite.add(session) { _ in }
        folder.deliver(to: sqlite)
        // A bound at 1,200 s, inside the quarter 900–1,800 s: the whole quarter counts after it.
        let boundaries: [Duration] = [.zero, .seconds(1_200), .seconds(3_600)]
        var fromDouble: RunTimes?
        double.runTimes(boundaries: boundaries, unnamed: "Stopwatch") { fromDouble = try? $0.get() }
        let fromSQLite = try SQLiteHistoryAtOnce(path: folder.databasePath).runTimes(boundaries: boundaries, unnamed: "Stopwatch")
            .get()
        #expect(fromDouble == fromSQLite)
        #expect(fromSQLite.credits == [TimeCredit(stopwatch: "Tea", at: .seconds(1_200), amount: .seconds(600))])
    }
}
