/// A small runner for checks that must run on the main thread (GTK's), printing one line a
/// check and a closing `N passed, N failed` line; its exit status is 1 if any check failed.
@MainActor
final class CheckRunner {
    private var passed = 0
    private var failed = 0

    init() {
        currentRunner = self
    }

    func run(_ suite: String, _ checks: [(name: String, body: @MainActor () -> Void)]) {
        for check in checks {
            failures = []
            check.body()
            if failures.isEmpty {
                passed += 1
                print("✔ \(suite).\(check.name)")
            } else {
                failed += 1
                print("✘ \(suite).\(check.name)")
                failures.forEach { print("    \($0)") }
            }
        }
    }

    /// Prints the summary; returns the exit status.
    func finish() -> Int32 {
        print("\(passed) passed, \(failed) failed")
        return failed == 0 ? 0 : 1
    }

    fileprivate var failures: [String] = []
}

@MainActor private var currentRunner: CheckRunner?

/// Records a failure of the running check when `condition` is false.
@MainActor
func expect(_ condition: @autoclosure () -> Bool, _ message: String = "", file: StaticString = #fileID, line: UInt = #line) {
    guard !condition() else { return }
    currentRunner?.failures.append("\(file):\(line): expectation failed \(message)")
}
