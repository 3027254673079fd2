#if canImport(Glibc)
import Glibc
#endif

/// A value that threads share, behind a lock: every read and write goes through
/// ``withLock(_:)``, so no two threads touch it at once.
///
/// A pthread mutex, not `Synchronization.Mutex`: on Linux that one is a futex ThreadSanitizer
/// cannot see, so every access through it is reported as a race, and `make test-sanitizers`
/// could not tell a real race from it. The lock is the whole guarantee behind the
/// `@unchecked Sendable` (the only one in the project): nothing reaches `value` without it.
public final class LockedValue<Value>: @unchecked Sendable {
    private var value: Value
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    public init(_ value: Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
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
}
