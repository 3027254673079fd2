import Foundation
import StopwatchCore
import StopwatchHistorySQLite
import StopwatchSyncFolder
import StopwatchTestSupport

/// Another machine's year in a sync folder (ARCHITECTURE.md, "On every machine"): 100,000
/// sessions of 10 spans each, as its app writes them (a file a month), read into a new history
/// by the history's worker through the folder's real adapter, then the year's totals by day
/// over them, as the Totals screen asks.
struct SyncFolderBench {
    static let laptop = MachineID("0123456789abcdef0123456789abcdef")!
    static let desktop = MachineID("fedcba9876543210fedcba9876543210")!

    /// The time the worker took to read every session in (the fastest of `rounds`, each into a
    /// new history), and the fastest year's totals by day after; and what the History screen
    /// lists after (every session, newest first).
    func measure(rounds: Int = 3) -> (read: Duration, totals: Duration, listed: [SessionSummary]) {
        let folder = NSTemporaryDirectory() + "stopwatch-bench-sync-" + String(UInt64.random(in: 0...UInt64.max))
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // 2025-01-01 00:00 UTC.
        Self.writeYear(in: folder + "/sync", from: 1_735_689_600)
        let clock = ContinuousClock()
        var (fastestRead, fastestTotals) = (Duration.seconds(3600), Duration.seconds(3600))
        var listed: [SessionSummary] = []
        for round in 0..<rounds {
            let mailbox = RecordingMailbox<SQLiteSessionHistory.Reply>()
            let history = SQLiteSessionHistory(path: folder + "/history-\(round).sqlite3", logger: RecordingLogger(), mailbox: mailbox)
            // Opened before the clock starts, as the app's history is by the time a file lands.
            history.summaries { _ in }
            history.useSyncFolder {
                SyncFolder(folder: folder + "/sync", machine: Self.desktop, writer: 1, now: { .seconds(1_767_225_600) })
            }
            precondition(history.flush(timeout: .seconds(600)), "the history's worker did not finish")
            mailbox.take().forEach(history.receive)
            var reading: SyncFolderReading?
            let read = clock.measure {
                history.readSyncFolder { reading = $0 }
                precondition(history.flush(timeout: .seconds(600)), "the history's worker did not finish")
                mailbox.take().forEach(history.receive)
            }
            precondition(reading?.changed == true && reading?.problems.isEmpty == true, "the sessions were not read")
            fastestRead = min(fastestRead, read)
            fastestTotals = min(fastestTotals, totals(history, mailbox: mailbox))
            history.summaries { listed = (try? $0.get()) ?? [] }
            precondition(history.flush(timeout: .seconds(600)), "the history's worker did not finish")
            mailbox.take().forEach(history.receive)
        }
        precondition(listed.count == TotalsBench.sessions, "listed \(listed.count) sessions")
        return (fastestRead, fastestTotals, listed)
    }

    /// 10,000 mends the laptop made of its own sessions (ARCHITECTURE.md, "Mends"), read by the
    /// history's worker once its year is in, as when its file lands after the sessions (half
    /// rename a session's stopwatch, half note one), then laid over the year there (the mended
    /// history made, which the History and Totals screens then read through). The fastest of
    /// `rounds` of each, each into a new history; the sessions listed under the new name.
    func measureMends(rounds: Int = 3) -> (read: Duration, laidOver: Duration, renamed: Int) {
        let folder = NSTemporaryDirectory() + "stopwatch-bench-mends-" + String(UInt64.random(in: 0...UInt64.max))
        defer { try? FileManager.default.removeItem(atPath: folder) }
        Self.writeYear(in: folder + "/sync", from: 1_735_689_600)
        let mendsFile = folder + "/sync/" + Self.laptop.text + "/" + SyncFileName.sessionsName(year: 2026, month: 1)
        var (fastestRead, fastestLaidOver) = (Duration.seconds(3600), Duration.seconds(3600))
        var renamed = 0
        for round in 0..<rounds {
            try? FileManager.default.removeItem(atPath: mendsFile)
            let mailbox = RecordingMailbox<SQLiteSessionHistory.Reply>()
            let history = SQLiteSessionHistory(path: folder + "/history-\(round).sqlite3", logger: RecordingLogger(), mailbox: mailbox)
            func finish() {
                precondition(history.flush(timeout: .seconds(600)), "the history's worker did not finish")
                mailbox.take().forEach(history.receive)
            }
            history.summaries { _ in }
            history.useSyncFolder {
                SyncFolder(folder: folder + "/sync", machine: Self.desktop, writer: 1, now: { .seconds(1_767_225_600) })
            }
            history.readSyncFolder { _ in }
            finish()
            precondition(FileManager.default.createFile(atPath: mendsFile, contents: Data(Self.tenThousandMends())), "mends not written")
            var reading: SyncFolderReading?
            fastestRead = min(
                fastestRead,
                ContinuousClock().measure {
                    history.readSyncFolder { reading = $0 }
                    finish()
                })
            precondition(reading?.changed == true && reading?.problems.isEmpty == true, "the mends were not read")
            var mended = MendedHistory.none
            fastestLaidOver = min(
                fastestLaidOver,
                ContinuousClock().measure {
                    history.mendedHistory(thisMachine: Self.desktop) { mended = try! $0.get() }
                    finish()
                })
            var listed: [SessionSummary] = []
            history.summaries(mendedBy: mended) { listed = (try? $0.get()) ?? [] }
            finish()
            renamed = listed.filter { $0.stopwatchName == "Mended" }.count
        }
        return (fastestRead, fastestLaidOver, renamed)
    }

    /// The laptop's 10,000 mends, of every tenth of its sessions, as its app writes them.
    static func tenThousandMends() -> [UInt8] {
        (0..<10_000).reduce(into: [UInt8]()) { bytes, index in
            let session = SessionRef(machine: laptop, id: SessionID(rawValue: Int64(index * 10 + 1)))
            let change: MendChange = index.isMultiple(of: 2) ? .stopwatch("Mended") : .note("Mended, \(index)")
            bytes += MendLineEncoder.line(
                SessionMend(stamp: MendStamp(count: Int64(index + 1), machine: laptop), session: session, change: change))
        }
    }

    /// The files read and decoded alone, without the history: where the read's time goes.
    func filesAlone() -> Duration {
        let folder = NSTemporaryDirectory() + "stopwatch-bench-sync-" + String(UInt64.random(in: 0...UInt64.max))
        defer { try? FileManager.default.removeItem(atPath: folder) }
        Self.writeYear(in: folder, from: 1_735_689_600)
        let reader = SyncFolder(folder: folder, machine: Self.desktop, writer: 1, now: { .zero })
        return ContinuousClock().measure { precondition(reader.changes().records[Self.laptop]?.count == TotalsBench.sessions) }
    }

    private func totals(_ history: SQLiteSessionHistory, mailbox: RecordingMailbox<SQLiteSessionHistory.Reply>) -> Duration {
        let calendar = FixedOffsetCalendar(offsetMinutes: 0)
        let first = LocalDay(iso: "2025-01-01")!
        let last = LocalDay(iso: "2025-12-31")!
        let boundaries = TotalsUseCase.boundaries(from: first, through: last, in: calendar)
        return ContinuousClock().measure {
            _ = TotalsBench.yearByDay(history, mailbox: mailbox, boundaries: boundaries, calendar: calendar, from: first, through: last)
        }
    }

    /// The laptop's year in `folder`: from `yearStart` (s since the epoch), a session every
    /// 315 s, each 10 minutes in 10 spans, named "Task 0" … "Task 4" in turn, each month's in
    /// its file.
    static func writeYear(in folder: String, from yearStart: Int64) {
        let machineFolder = folder + "/" + laptop.text
        try! FileManager.default.createDirectory(atPath: machineFolder, withIntermediateDirectories: true)
        var months: [String: [UInt8]] = [:]
        for index in 0..<TotalsBench.sessions {
            let start = Duration.seconds(yearStart + Int64(index) * 315)
            let spans = (0..<TotalsBench.spansEach).map { span in
                RunLog.Span(start: start + .seconds(Int64(span) * 30), end: start + .seconds(Int64(span) * 30 + 20))
            }
            let session = MachineSession(
                id: SessionID(rawValue: Int64(index + 1)), machine: laptop, stopwatchName: "Task \(index % 5)", startedAt: start,
                elapsed: .seconds(200), runLog: RunLog(spans: spans))
            let day = LocalDay(dayNumber: Int(start.components.seconds / 86_400))
            months[SyncFileName.sessionsName(year: day.year, month: day.month), default: []] += SyncLineEncoder.line(.session(session))
        }
        for (name, bytes) in months {
            precondition(FileManager.default.createFile(atPath: machineFolder + "/" + name, contents: Data(bytes)), "\(name) not written")
        }
    }
}
