import Foundation
import StopwatchCore
import StopwatchHistorySQLite
import StopwatchTestSupport

/// Goals at the start (ARCHITECTURE.md, "Goals"): where 20 stopwatches stand against their goals
/// over TotalsBench's history of 100,000 sessions, read as the app reads them when Home first
/// asks (`GoalProgressUseCase.standings`): the history's sums for a year and a week of days, what
/// runs now, and each streak walked back.
struct GoalsBench {
    static let stopwatches = 20

    /// The fastest of `rounds` of what Home waits for at the start (the last two weeks), and of
    /// the year behind the streaks read after them, over one history; the stopwatches with a
    /// streak.
    func measure(rounds: Int = 3) -> (start: Duration, year: Duration, withTime: Int) {
        let folder = NSTemporaryDirectory() + "stopwatch-bench-goals-" + String(UInt64.random(in: 0...UInt64.max))
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let mailbox = RecordingMailbox<SQLiteSessionHistory.Reply>()
        let history = SQLiteSessionHistory(path: folder + "/history.sqlite3", logger: RecordingLogger(), mailbox: mailbox)
        // 2025-01-01 00:00 UTC: sessions named "Task 0" … "Task 4" through the year.
        TotalsBench.fill(history, mailbox: mailbox, from: 1_735_689_600)
        // The stopwatches "Task 0" … "Task 19", each with a goal of an hour a day.
        let core = CoreHarness()
        _ = core.useCases.rename.execute(to: "Task 0")
        for index in 1..<Self.stopwatches {
            _ = core.useCases.create.execute(name: "Task \(index)") { "Stopwatch \($0)" }
        }
        for member in core.store.collection.members {
            _ = try? core.useCases.setGoal?.execute(try StopwatchGoal(.seconds(3600), per: .day), on: member.id)
        }
        // On 2025-12-31 at noon: the year's sessions are the days a progress reads.
        let repository = SessionHistoryRepository(dataSource: history, logger: RecordingLogger())
        let totals = TotalsUseCase(
            store: core.store, wallClock: FakeClock(now: .seconds(1_767_182_400)), history: repository, calendar: FixedOffsetCalendar())
        let goals = GoalProgressUseCase(store: core.store, totals: totals)
        let clock = ContinuousClock()
        var fastest = (start: Duration.seconds(3600), year: Duration.seconds(3600))
        var withTime = 0
        for round in 0..<(rounds * 2) {
            let recentOnly = round % 2 == 0
            var answer: Result<[StopwatchID: GoalStanding], HistoryFailure>?
            let duration = clock.measure {
                goals.standings(recentOnly: recentOnly) { answer = $0 }
                // The sums, then the mends laid over them: a reply can ask the next question.
                while answer == nil {
                    precondition(history.flush(timeout: .seconds(600)), "the history's worker did not finish")
                    let replies = mailbox.take()
                    precondition(!replies.isEmpty, "the history answered nothing")
                    replies.forEach(history.receive)
                }
            }
            guard case .success(let standings) = answer, standings.count == Self.stopwatches else {
                preconditionFailure("the standings were not read: \(String(describing: answer).prefix(300))")
            }
            if recentOnly {
                fastest.start = min(fastest.start, duration)
            } else {
                withTime = standings.values.filter { $0.streakBefore > 0 }.count
                fastest.year = min(fastest.year, duration)
            }
        }
        return (fastest.start, fastest.year, withTime)
    }
}
