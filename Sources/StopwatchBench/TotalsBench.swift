import Foundation
import StopwatchCore
import StopwatchHistorySQLite
import StopwatchTestSupport

/// Totals (ARCHITECTURE.md, "Where the time went") over a history of 100,000 sessions of 10 spans each, in a temporary
/// folder: the totals by day of the year they fall in, as `stopwatch --totals` makes them
/// (the history sums each day's whole hours, and the quarters at its edges where midnight is
/// not on the hour; the TotalsCalculator puts them together), over UTC days or days of a zone
/// on the half hour (India's).
struct TotalsBench {
    static let sessions = 100_000
    static let spansEach = 10

    /// For each offset of `offsetsMinutes` (the days' offset from UTC; 330: India's), the
    /// fastest of `rounds` and the number of sums read, over one history.
    func measure(rounds: Int = 3, offsetsMinutes: [Int] = [0, 330]) -> [(duration: Duration, spans: Int)] {
        let folder = NSTemporaryDirectory() + "stopwatch-bench-totals-" + String(UInt64.random(in: 0...UInt64.max))
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/history.sqlite3"
        let mailbox = RecordingMailbox<SQLiteSessionHistory.Reply>()
        let history = SQLiteSessionHistory(path: path, logger: RecordingLogger(), mailbox: mailbox)
        // 2025-01-01 00:00 UTC.
        Self.fill(history, mailbox: mailbox, from: 1_735_689_600)
        return offsetsMinutes.map { measure(history, mailbox: mailbox, rounds: rounds, calendar: FixedOffsetCalendar(offsetMinutes: $0)) }
    }

    private func measure(
        _ history: SQLiteSessionHistory, mailbox: RecordingMailbox<SQLiteSessionHistory.Reply>, rounds: Int, calendar: FixedOffsetCalendar
    ) -> (duration: Duration, spans: Int) {
        let first = LocalDay(iso: "2025-01-01")!
        let last = LocalDay(iso: "2025-12-31")!
        let clock = ContinuousClock()
        var fastest = Duration.seconds(3600)
        var summed = 0
        // Through the app's own history, open already, as the app asks it: the database is
        // opened (and checked) once a run, not once a question.
        let boundaries = TotalsUseCase.boundaries(from: first, through: last, in: calendar)
        for _ in 0..<rounds {
            let duration = clock.measure {
                summed = Self.yearByDay(history, mailbox: mailbox, boundaries: boundaries, calendar: calendar, from: first, through: last)
            }
            fastest = min(fastest, duration)
        }
        return (fastest, summed)
    }

    /// The totals by day from `first` through `last` (a year), asked of `history` as the app
    /// asks it; the number of sums it read.
    static func yearByDay(
        _ history: SQLiteSessionHistory, mailbox: RecordingMailbox<SQLiteSessionHistory.Reply>, boundaries: [Duration],
        calendar: FixedOffsetCalendar, from first: LocalDay, through last: LocalDay
    ) -> Int {
        var answer: Result<RunTimes, HistoryFailure>?
        history.runTimes(boundaries: boundaries, unnamed: "Stopwatch") { answer = $0 }
        precondition(history.flush(timeout: .seconds(600)), "the history's worker did not finish")
        mailbox.take().forEach(history.receive)
        guard case .success(let times) = answer else { preconditionFailure("the history did not read") }
        let rows = TotalsCalculator(calendar: calendar).totals(
            spans: times.spans, credits: times.credits, from: first, through: last, by: .day)
        precondition(rows.count > 365, "the year's totals are missing")
        return times.credits.count
    }

    /// Stores the sessions in `history`: from `yearStart` (s since the epoch), a session every
    /// 315 s through the year, each 10 minutes in 10 spans, named "Task 0" … "Task 4" in turn.
    static func fill(_ history: SQLiteSessionHistory, mailbox: RecordingMailbox<SQLiteSessionHistory.Reply>, from yearStart: Int64) {
        for index in 0..<sessions {
            let start = Duration.seconds(yearStart + Int64(index) * 315)
            let spans = (0..<spansEach).map { span in
                RunLog.Span(start: start + .seconds(Int64(span) * 30), end: start + .seconds(Int64(span) * 30 + 20))
            }
            history.add(
                Session(
                    id: SessionID(rawValue: Int64(index + 1)), startedAt: start, elapsed: .seconds(200), laps: LapHistory(),
                    stopwatchName: "Task \(index % 5)", runLog: RunLog(spans: spans))
            ) { _ in }
        }
        precondition(history.flush(timeout: .seconds(600)), "the history's worker did not finish")
        mailbox.take().forEach(history.receive)
    }

    /// Writes the history of ``fill(_:mailbox:from:)`` at `path`, its year ending now: what
    /// `make bench` opens the Totals screen over.
    static func writeYearEndingNow(at path: String) {
        let mailbox = RecordingMailbox<SQLiteSessionHistory.Reply>()
        let history = SQLiteSessionHistory(path: path, logger: RecordingLogger(), mailbox: mailbox)
        fill(history, mailbox: mailbox, from: Int64(Date().timeIntervalSince1970) - Int64(sessions) * 315)
    }
}
