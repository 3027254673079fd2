import Foundation
import StopwatchCore

/// Saves snapshots on a thread of its own, one at a time, in order; a snapshot that is still
/// waiting when a newer one arrives is replaced by it (the latest state wins). Submitting
/// never waits for the disk, so the main loop is never blocked by a save.
final class BackgroundWriter: @unchecked Sendable {
    // Everything below is guarded by `condition`.
    private let condition = NSCondition()
    private var pending: StopwatchSnapshot?
    private var isWriting = false
    private var writesCompleted = 0
    private var isFinishing = false

    private let write: @Sendable (StopwatchSnapshot) -> Void

    init(write: @escaping @Sendable (StopwatchSnapshot) -> Void) {
        self.write = write
        // The thread keeps the writer alive until `finish()` lets it end.
        let thread = Thread { self.run() }
        thread.name = "stopwatch-state-writer"
        thread.start()
    }

    /// Queues `snapshot` for writing, replacing one still waiting.
    func submit(_ snapshot: StopwatchSnapshot) {
        condition.lock()
        guard !isFinishing else { return condition.unlock() }
        pending = snapshot
        condition.broadcast()
        condition.unlock()
    }

    /// Returns once everything submitted so far is written.
    func flush() {
        condition.lock()
        while pending != nil || isWriting { condition.wait() }
        condition.unlock()
    }

    /// Writes what is pending, then ends the thread; later submissions are ignored.
    func finish() {
        condition.lock()
        isFinishing = true
        condition.broadcast()
        condition.unlock()
    }

    /// How many snapshots were written (for tests and the benchmark).
    var completedWrites: Int {
        condition.lock()
        defer { condition.unlock() }
        return writesCompleted
    }

    private func run() {
        while true {
            condition.lock()
            while pending == nil, !isFinishing { condition.wait() }
            guard let snapshot = pending else {
                condition.unlock()
                return
            }
            pending = nil
            isWriting = true
            condition.unlock()

            write(snapshot)

            condition.lock()
            isWriting = false
            writesCompleted += 1
            condition.broadcast()
            condition.unlock()
        }
    }
}
