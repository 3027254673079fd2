#if canImport(Glibc)
    import Glibc
#endif

/// Runs a piece of work for each index of a range on this thread and on helper threads made for
/// the call, and returns once every piece has run and every helper has ended.
///
/// Not `DispatchQueue.concurrentPerform`: its pool threads outlive the call and end about five
/// seconds later, a wakeup of an app that should be idle by then (``SerialWorker``). Here no
/// thread outlives the call.
public enum ForkJoin {
    /// The processors this process may run on now (at least 1).
    public static var processors: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

    /// Runs `work(index)` once for each index in `0..<count`, in any order, on this thread and
    /// on up to `helpers` more (no more than there are indices besides the first); returns its
    /// results in the indices' order. A helper that cannot be had leaves its share to the others.
    public static func map<Result: Sendable>(
        _ count: Int, helpers: Int = processors - 1, _ work: @escaping @Sendable (Int) -> Result
    ) -> [Result] {
        let shared = Shared<Result>(count: count, work: work)
        let helper = Helper { shared.runPieces() }
        var threads: [pthread_t] = []
        for _ in 0..<max(0, min(helpers, count - 1)) {
            let context = Unmanaged.passRetained(helper).toOpaque()
            var thread = pthread_t()
            let failure = pthread_create(
                &thread, nil,
                { context in
                    Unmanaged<Helper>.fromOpaque(context!).takeRetainedValue().run()
                    return nil
                }, context)
            guard failure == 0 else {
                Unmanaged<Helper>.fromOpaque(context).release()
                break
            }
            threads.append(thread)
        }
        shared.runPieces()
        for thread in threads { pthread_join(thread, nil) }
        return shared.results()
    }

    /// What a helper thread is handed: its loop over the pieces, whatever their results.
    private final class Helper: Sendable {
        let run: @Sendable () -> Void

        init(_ run: @escaping @Sendable () -> Void) {
            self.run = run
        }
    }

    /// The next index to take and the results so far, behind a lock.
    private final class Shared<Result: Sendable>: Sendable {
        private let count: Int
        private let work: @Sendable (Int) -> Result
        private let state: LockedValue<(next: Int, results: [Result?])>

        init(count: Int, work: @escaping @Sendable (Int) -> Result) {
            self.count = count
            self.work = work
            state = LockedValue((0, [Result?](repeating: nil, count: count)))
        }

        func runPieces() {
            while true {
                let index = state.withLock { state -> Int in
                    defer { state.next += 1 }
                    return state.next
                }
                guard index < count else { return }
                let result = work(index)
                state.withLock { $0.results[index] = result }
            }
        }

        func results() -> [Result] {
            state.withLock { $0.results.map { $0! } }
        }
    }
}
