#if canImport(Glibc)
    import Glibc
#endif

/// A value that threads share, behind a lock: every read and write goes through
/// ``withLock(_:)``, so no two threads touch it at once. A thread can also sleep until the
/// value is as it needs it (``wait(until:timeout:)``), woken by ``withLockWakingWaiters(_:)``.
///
/// A pthread mutex, not `Synchronization.Mutex`: on Linux that one is a futex ThreadSanitizer
/// cannot see, so every access through it is reported as a race, and `make test-sanitizers`
/// could not tell a real race from it. The lock is the whole guarantee behind the
/// `@unchecked Sendable` (the only one in the project): nothing reaches `value` without it.
public final class LockedValue<Value>: @unchecked Sendable {
    private var value: Value
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let changed: UnsafeMutablePointer<pthread_cond_t>

    public init(_ value: Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        // Deadlines on the monotonic clock: a change of the wall clock moves none of them.
        var attributes = pthread_condattr_t()
        pthread_condattr_init(&attributes)
        pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
        changed = .allocate(capacity: 1)
        changed.initialize(to: pthread_cond_t())
        pthread_cond_init(changed, &attributes)
        pthread_condattr_destroy(&attributes)
    }

    deinit {
        pthread_cond_destroy(changed)
        changed.deinitialize(count: 1)
        changed.deallocate()
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with the value, holding the lock.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }

    /// Runs `body` with the value, holding the lock, and wakes the threads waiting on it.
    public func withLockWakingWaiters<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer {
            pthread_cond_broadcast(changed)
            pthread_mutex_unlock(mutex)
        }
        return try body(&value)
    }

    /// Sleeps until `isReady` holds for the value (checked under the lock, again after every
    /// change made through ``withLockWakingWaiters(_:)``), then runs `body` with it, holding
    /// the lock. With a `timeout`, gives up when it has passed and returns nil; without one,
    /// sleeps as long as it takes, and wakes for nothing else.
    public func wait<Result>(
        until isReady: (Value) -> Bool, timeout: Duration? = nil, then body: (inout Value) throws -> Result
    ) rethrows -> Result? {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        if let timeout {
            var deadline = Self.monotonicDeadline(after: timeout)
            while !isReady(value) {
                guard pthread_cond_timedwait(changed, mutex, &deadline) == ETIMEDOUT, !isReady(value) else { continue }
                if Self.hasPassed(deadline) { return nil }
                // Ended before its deadline: a clock library preloaded (libfaketime, which the
                // tests' pinned wall clock is) can end every timed wait at once. A millisecond
                // without the lock, then again, until the monotonic clock says it has passed.
                pthread_mutex_unlock(mutex)
                usleep(1000)
                pthread_mutex_lock(mutex)
            }
        } else {
            while !isReady(value) { pthread_cond_wait(changed, mutex) }
        }
        return try body(&value)
    }

    /// Whether the monotonic clock is at or past `deadline`.
    private static func hasPassed(_ deadline: timespec) -> Bool {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return (now.tv_sec, now.tv_nsec) >= (deadline.tv_sec, deadline.tv_nsec)
    }

    private static func monotonicDeadline(after timeout: Duration) -> timespec {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        // Bounded: a timeout of a century is as good as "never", and cannot overflow the sum.
        let timeout = min(max(timeout, .zero), .seconds(100 * 365 * 24 * 3600))
        let seconds = Int(timeout.components.seconds)
        let nanoseconds = Int(timeout.components.attoseconds / 1_000_000_000)
        var deadline = timespec(tv_sec: now.tv_sec + seconds, tv_nsec: now.tv_nsec + nanoseconds)
        if deadline.tv_nsec >= 1_000_000_000 {
            deadline.tv_sec += 1
            deadline.tv_nsec -= 1_000_000_000
        }
        return deadline
    }
}
