import StopwatchConcurrency
import StopwatchTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct SerialWorkerTests {
    @Test func jobsRunOneAtATimeInTheOrderTheyCame() {
        let worker = SerialWorker()
        let log = LockedValue<[Int]>([])
        let running = LockedValue(0)
        for job in 1...500 {
            worker.submit {
                let overlapping = running.withLock { running -> Bool in
                    running += 1
                    return running > 1
                }
                log.withLock { $0.append(overlapping ? -job : job) }
                running.withLock { $0 -= 1 }
            }
        }
        #expect(worker.flush(timeout: HangGuard.timeout))
        #expect(log.withLock { $0 } == Array(1...500))
    }

    @Test func everyJobRunsOnTheOneThreadOfTheWorkerAndNotOnTheCaller() {
        let worker = SerialWorker()
        let threads = LockedValue<[pthread_t]>([])
        for _ in 1...3 {
            for _ in 1...20 { worker.submit { threads.withLock { $0.append(pthread_self()) } } }
            #expect(worker.flush(timeout: HangGuard.timeout))
        }
        let seen = threads.withLock { $0 }
        #expect(seen.count == 60)
        #expect(seen.allSatisfy { pthread_equal($0, seen[0]) != 0 })
        #expect(pthread_equal(seen[0], pthread_self()) == 0)
    }

    @Test func jobsFromManyThreadsAllRun() async {
        let worker = SerialWorker()
        let count = LockedValue(0)
        await withTaskGroup(of: Void.self) { group in
            for _ in 1...8 {
                group.addTask { for _ in 1...250 { worker.submit { count.withLock { $0 += 1 } } } }
            }
        }
        #expect(worker.flush(timeout: HangGuard.timeout))
        #expect(count.withLock { $0 } == 2000)
    }

    @Test func aFlushBehindAStuckJobGivesUpAtItsDeadlineAndSucceedsOnceItIsDone() {
        let worker = SerialWorker()
        let gate = LockedValue(false)
        worker.submit { _ = gate.wait(until: { $0 }, then: { _ in }) }
        #expect(!worker.flush(timeout: .milliseconds(100)))
        gate.withLockWakingWaiters { $0 = true }
        #expect(worker.flush(timeout: HangGuard.timeout))
    }

    @Test func aWaitWithAnAbsurdTimeoutStillReturnsWhenReady() {
        let ready = LockedValue(true)
        #expect(ready.wait(until: { $0 }, timeout: .seconds(Int64.max), then: { _ in 1 }) == 1)
        #expect(ready.wait(until: { !$0 }, timeout: .seconds(-5), then: { _ in 1 }) == nil)
    }

    @Test func jobsQueuedBeforeTheWorkerGoesAwayStillRun() {
        let done = LockedValue(0)
        do {
            let worker = SerialWorker()
            for _ in 1...10 { worker.submit { done.withLockWakingWaiters { $0 += 1 } } }
        }
        #expect(done.wait(until: { $0 == 10 }, timeout: .seconds(10), then: { $0 }) == 10)
    }
}
