import Foundation
import StopwatchCore
import StopwatchTestSupport

@testable import StopwatchHistorySQLite

/// A fresh folder for a history database, removed (and unmounted, if it was made read-only)
/// when the test is done; and the adapter over it, with its answers delivered by hand.
final class HistoryFolder {
    let path: String
    let logger = RecordingLogger()
    let mailbox = RecordingMailbox<SQLiteSessionHistory.Reply>()
    private var mounted = false

    init() {
        path = NSTemporaryDirectory() + "stopwatch-history-tests-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        if mounted { _ = run("/bin/umount", [path + "/stopwatch"]) }
        try? FileManager.default.removeItem(atPath: path)
    }

    var databasePath: String { path + "/stopwatch/history.sqlite3" }

    func makeHistory() -> SQLiteSessionHistory {
        SQLiteSessionHistory(path: databasePath, logger: logger, mailbox: mailbox)
    }

    /// Waits for `history`'s worker, then hands it the answers it posted, as the main loop does.
    func deliver(to history: SQLiteSessionHistory) {
        precondition(history.flush(timeout: HangGuard.timeout), "the history's worker did not finish")
        mailbox.take().forEach(history.receive)
    }

    /// Makes the database's folder read-only: a read-only tmpfs for root (whom permissions do
    /// not stop), mode 0500 for anyone else.
    func makeFolderReadOnly() -> Bool {
        let folder = path + "/stopwatch"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        if geteuid() == 0 {
            mounted = run("/bin/mount", ["-t", "tmpfs", "-o", "ro,size=64k", "tmpfs", folder])
            return mounted
        }
        return chmod(folder, 0o500) == 0
    }

    private func run(_ tool: String, _ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
