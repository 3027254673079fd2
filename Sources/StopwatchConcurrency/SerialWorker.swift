#if canImport(Glibc)
    import Glibc
#endif

/// Runs jobs one at a time, in the order they came, on one thread of its own that lives as
/// long as the worker.
///
/// Not a `DispatchQueue`: on Linux, libdispatch ends a worker thread about five seconds after
/// its last job, so every save woke the app once more, seconds later, while it was meant to
/// be idle (ARCHITECTURE.md, "Out of sight"). This thread sleeps on a condition with no
/// deadline between jobs: idle, it wakes for nothing.
public final class SerialWorker: Sendable {
    private struct Jobs {
        var waiting: [@Sendable () -> Void] = []
        var hasThread = false
        var isEnding = false
    }

    private let jobs = LockedValue(Jobs())

    public init() {}

    deinit {
        // The thread holds the jobs, not the worker: it runs what is left, then ends.
        jobs.withLockWakingWaiters { $0.isEnding = true }
    }

    /// Queues `job`; it runs after every job queued before it. Never waits for a job to run.
    public func submit(_ job: @escaping @Sendable () -> Void) {
        let startsThread = jobs.withLockWakingWaiters { jobs in
            jobs.waiting.append(job)
            defer { jobs.hasThread = true }
            return !jobs.hasThread
        }
        if startsThread { Self.startThread(running: jobs) }
    }

    /// Waits until every job queued so far has run, or `timeout` has passed; returns whether
    /// they all ran.
    public func flush(timeout: Duration) -> Bool {
        let done = LockedValue(false)
        submit { done.withLockWakingWaiters { $0 = true } }
        return done.wait(until: { $0 }, timeout: timeout, then: { _ in true }) ?? false
    }

    private static func startThread(running jobs: LockedValue<Jobs>) {
        let context = Unmanaged.passRetained(ThreadContext(jobs: jobs)).toOpaque()
        var thread = pthread_t()
        let failure = pthread_create(
            &thread, nil,
            { context in
                let context = Unmanaged<ThreadContext>.fromOpaque(context!).takeRetainedValue()
                context.run()
                return nil
            }, context)
        guard failure == 0 else {
            // No thread to be had: the jobs run here, now, rather than never.
            let context = Unmanaged<ThreadContext>.fromOpaque(context).takeRetainedValue()
            context.jobs.withLock { $0.hasThread = false }
            context.runWaitingJobs()
            return
        }
        pthread_detach(thread)
    }

    private final class ThreadContext: Sendable {
        let jobs: LockedValue<Jobs>

        init(jobs: LockedValue<Jobs>) {
            self.jobs = jobs
        }

        func run() {
            while let batch = jobs.wait(until: { !$0.waiting.isEmpty || $0.isEnding }, then: Self.take) {
                guard !batch.isEmpty else { return }
                for job in batch { job() }
            }
        }

        func runWaitingJobs() {
            for job in jobs.withLock(Self.take) { job() }
        }

        private static func take(_ jobs: inout Jobs) -> [@Sendable () -> Void] {
            defer { jobs.waiting = [] }
            return jobs.waiting
        }
    }
}
