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

    @Test func aChangeRedrawsOnlyTheRowsItReachesAndTheListShowsTheNewSessions() {
        // Sunday 6 December 2026, 14:30 UTC; sessions over the week before, newest first.
        let calendar = FixedOffsetCalendar()
        let now = calendar.instant(on: LocalDay(iso: "2026-12-06")!, hour: 14, minute: 30, second: 0)
        let mapper = HistoryRowMapper(calendar: calendar, now: now)
        var random = SeededRandom(seed: 80)
        func summary(_ id: Int64, at start: Duration, _ name: String = "Writing", _ minutes: Int64 = 5) -> SessionSummary {
            SessionSummary(
                id: SessionID(rawValue: id), startedAt: start, elapsed: .seconds(minutes * 60), lapCount: 0, bestLap: nil,
                stopwatchName: name)
        }
        var small = 0
        for round in 0..<200 {
            var old = (0..<Int64.random(in: 1..<40, using: &random)).map { id in
                summary(id, at: now - .seconds(Int64.random(in: 60..<7 * 86_400, using: &random)))
            }
            old.sort { $0.startedAt > $1.startedAt }
            var new = old
            let place = Int.random(in: 0..<old.count, using: &random)
            switch Int.random(in: 0..<5, using: &random) {
            case 0: new[place] = summary(new[place].id.rawValue, at: new[place].startedAt, "Reading")
            case 1: new[place] = summary(new[place].id.rawValue, at: new[place].startedAt, "Writing", 50)
            case 2: new.remove(at: place)
            case 3: new.insert(summary(99, at: new[place].startedAt - .seconds(1)), at: place + 1)
            default:
                // Begun on another day: it moves in the list.
                new[place] = summary(new[place].id.rawValue, at: now - .seconds(Int64.random(in: 60..<7 * 86_400, using: &random)))
                new.sort { $0.startedAt > $1.startedAt }
            }
            let (before, after) = (mapper.rows(for: old), mapper.rows(for: new))
            guard let change = after.changedRows(since: before) else {
                #expect(old == new, "round \(round)")
                continue
            }
            // The rows kept, before and after the change, are those the new list shows there.
            #expect(
                change.position + change.removing <= old.count
                    && change.position + change.adding == new.count - (old.count - change.position - change.removing))
            var kept = Array(0..<change.position).map { before[$0] }
            kept += (change.position..<change.position + change.adding).map { after[$0] }
            kept += (change.position + change.removing..<old.count).map { before[$0] }
            let shown = after.map { $0 }
            for (index, row) in kept.enumerated() where index < change.position || index >= change.position + change.adding {
                // Told its place again when the number of rows changed (the view does that).
                #expect(row.id == shown[index].id && row.date == shown[index].date && row.total == shown[index].total, "round \(round)")
                #expect(row.dayHeading == shown[index].dayHeading, "round \(round), row \(index): its day's heading")
            }
            if change.adding <= 3 { small += 1 }
        }
        #expect(small > 100, "most changes redraw a row or three: \(small)")
        #expect(mapper.rows(for: []).changedRows(since: mapper.rows(for: [])) == nil)
        let one = [summary(1, at: now - .seconds(600))]
        #expect(HistoryRowMapper(precision: .seconds).rows(for: one).changedRows(since: mapper.rows(for: one))! == (0, 1, 1))
    }
}
