import Foundation
import StopwatchCore
import StopwatchHistorySQLite
import StopwatchTestSupport

/// The session history in SQLite, in a temporary folder: listing 1,000 sessions, storing a
/// 100,000-lap session (how long the caller, the main loop, waits), and opening it again.
struct HistoryBench {
    struct Figures {
        var listThousand: Duration
        var longestStoreBlock: Duration
        var openHundredThousandLaps: Duration
    }

    func measure() -> Figures {
        let folder = NSTemporaryDirectory() + "stopwatch-bench-history-" + String(UInt64.random(in: 0...UInt64.max))
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let mailbox = RecordingMailbox<SQLiteSessionHistory.Reply>()
        let history = SQLiteSessionHistory(path: folder + "/history.sqlite3", logger: RecordingLogger(), mailbox: mailbox)
        let clock = ContinuousClock()
        func finish() {
            precondition(history.flush(timeout: .seconds(120)), "the history's worker did not finish")
            mailbox.take().forEach(history.receive)
        }

        for index in 0..<1000 {
            let laps = LapHistory(durations: (0..<20).map { Duration.milliseconds(Int64(1000 + ($0 * 37 + index) % 500)) })
            history.add(
                Session(
                    id: SessionID(rawValue: Int64(index + 1)), startedAt: .seconds(Int64(1_700_000_000 + index)),
                    elapsed: laps.total, laps: laps)
            ) { _ in }
        }
        finish()
        var listed = 0
        let list = clock.measure {
            history.summaries { listed = (try? $0.get().count) ?? -1 }
            finish()
        }
        precondition(listed == 1000, "listed \(listed) sessions, not 1,000")

        let big = LapHistory(durations: (0..<100_000).map { Duration.milliseconds(Int64(900 + $0 % 211)) })
        let session = Session(id: SessionID(rawValue: 999_999), startedAt: .seconds(1_800_000_000), elapsed: big.total, laps: big)
        var longestBlock = Duration.zero
        for _ in 0..<5 {
            longestBlock = max(longestBlock, clock.measure { history.add(session) { _ in } })
        }
        finish()
        var opened: Session?
        let open = clock.measure {
            history.session(session.id) { opened = try? $0.get() }
            finish()
        }
        precondition(opened == session, "the 100,000-lap session did not read back")
        return Figures(listThousand: list, longestStoreBlock: longestBlock, openHundredThousandLaps: open)
    }
}
