import StopwatchConcurrency
import StopwatchCore

/// Saves snapshots on a thread of its own, one at a time, in order; a snapshot that is still
/// waiting when a newer one arrives is replaced by it (the latest state wins). Submitting
/// never waits for the disk, so the main loop is never blocked by a save.
final class BackgroundWriter: Sendable {
    private struct Pending {
        var snapshot: StopwatchCollectionSnapshot?
        var isDraining = false
        var completedWrites = 0
    }

    private let worker = SerialWorker()
    private let pending = LockedValue(Pending())
    private let write: @Sendable (StopwatchCollectionSnapshot) -> Void

    init(write: @escaping @Sendable (StopwatchCollectionSnapshot) -> Void) {
        self.write = write
    }

    /// Queues `snapshot` for writing, replacing one still waiting.
    func submit(_ snapshot: StopwatchCollectionSnapshot) {
        let startDraining = pending.withLock { pending in
            pending.snapshot = snapshot
            defer { pending.isDraining = true }
            return !pending.isDraining
        }
        if startDraining { worker.submit { self.drain() } }
    }

    /// Waits until everything submitted so far is written, or `timeout` has passed; returns
    /// whether everything was written.
    func flush(timeout: Duration) -> Bool {
        worker.flush(timeout: timeout)
    }

    /// How many snapshots were written (for tests and the benchmark).
    var completedWrites: Int { pending.withLock { $0.completedWrites } }

    private func drain() {
        while let snapshot = pending.withLock({ pending -> StopwatchCollectionSnapshot? in
            guard let snapshot = pending.snapshot else {
                pending.isDraining = false
                return nil
            }
            pending.snapshot = nil
            return snapshot
        }) {
            write(snapshot)
            pending.withLock { $0.completedWrites += 1 }
        }
    }
}
