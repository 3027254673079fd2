import Dispatch
import StopwatchConcurrency
import Testing

/// The lock the writers share their state with: every update from every thread counts, and
/// under ThreadSanitizer (`make test-sanitizers`) none is reported as a race.
@Suite struct LockedValueTests {
    @Test func updatesFromFourThreadsAllCount() {
        let counter = LockedValue(0)
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<10_000 { counter.withLock { $0 += 1 } }
        }
        #expect(counter.withLock { $0 } == 40_000)
    }
}
