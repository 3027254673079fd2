import StopwatchConcurrency
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct ForkJoinTests {
    @Test func everyIndexRunsOnceAndTheResultsComeInTheirOrder() {
        let runs = LockedValue([Int](repeating: 0, count: 1000))
        let results = ForkJoin.map(1000, helpers: 3) { index in
            runs.withLock { $0[index] += 1 }
            return index * index
        }
        #expect(results == (0..<1000).map { $0 * $0 })
        #expect(runs.withLock { $0 } == [Int](repeating: 1, count: 1000))
    }

    /// Helper threads that ended (their thread-specific value's destructor ran at their exit).
    private static let helpersEnded = LockedValue(0)

    @Test func helpersShareTheWorkAndNoneOutlivesTheCall() {
        var key = pthread_key_t()
        #expect(pthread_key_create(&key, { _ in ForkJoinTests.helpersEnded.withLock { $0 += 1 } }) == 0)
        defer { pthread_key_delete(key) }
        let endedBefore = Self.helpersEnded.withLock { $0 }
        let caller = UInt(pthread_self())
        // Each piece waits until two threads are in pieces at once (or 2 s pass): only a helper
        // beside this thread lets them all go at once.
        let inside = LockedValue(0)
        let threads = LockedValue(Set<UInt>())
        let met = ForkJoin.map(4, helpers: 1) { [key] _ in
            if UInt(pthread_self()) != caller { pthread_setspecific(key, UnsafeRawPointer(bitPattern: 1)) }
            _ = threads.withLock { $0.insert(UInt(pthread_self())) }
            inside.withLockWakingWaiters { $0 += 1 }
            return inside.wait(until: { $0 >= 2 }, timeout: .seconds(2), then: { _ in true }) ?? false
        }
        #expect(met == [true, true, true, true])
        #expect(threads.withLock { $0.count } == 2)
        #expect(Self.helpersEnded.withLock { $0 } - endedBefore == 1, "the helper ended before the call returned")
    }

    @Test func withoutHelpersEverythingRunsOnTheCallingThread() {
        let caller = UInt(pthread_self())
        let threads = ForkJoin.map(20, helpers: 0) { _ in UInt(pthread_self()) }
        #expect(Set(threads) == [caller])
        #expect(ForkJoin.map(0) { $0 }.isEmpty)
    }
}
