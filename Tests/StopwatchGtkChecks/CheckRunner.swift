import Foundation
import GtkInterop
import Synchronization

/// Runs the GTK checks, each in a process of its own: a check that crashes or hangs is
/// reported as failed with what it printed, and the others still run. Prints one line a
/// check and a closing `N passed, N failed` line; exits 1 if any check failed.
///
/// A child (`StopwatchGtkChecks --run NAME`) runs one check on its main thread, prints its
/// failures, and exits 0 or 1. `--part I/N` runs the I-th of N parts (every N-th check from
/// the I-th): `make test` runs two parts side by side, each under an X server and a session
/// bus of its own, as the checks mostly wait for GTK to start.
@MainActor
enum CheckRunner {
    /// How long one check may take, GTK start-up included, before it counts as hung.
    static let timeout: TimeInterval = 60

    static func main(_ checks: [Check]) -> Int32 {
        let arguments = CommandLine.arguments
        if let index = arguments.firstIndex(of: "--run"), index + 1 < arguments.count {
            guard let check = checks.first(where: { $0.name == arguments[index + 1] }) else {
                print("no check named \(arguments[index + 1])")
                return 2
            }
            return runHere(check)
        }
        var chosen = checks
        if let index = arguments.firstIndex(of: "--part") {
            guard index + 1 < arguments.count, let (part, parts) = Self.part(arguments[index + 1]) else {
                print("--part takes I/N, 1 <= I <= N")
                return 2
            }
            chosen = checks.enumerated().filter { $0.offset % parts == part - 1 }.map(\.element)
        }
        var passed = 0
        var failed = 0
        for check in chosen {
            let (succeeded, output) = runInChild(check)
            if succeeded {
                passed += 1
                print("✔ \(check.name)")
            } else {
                failed += 1
                print("✘ \(check.name)")
                for line in output.split(separator: "\n") { print("    \(line)") }
            }
        }
        print("\(passed) passed, \(failed) failed")
        return failed == 0 ? 0 : 1
    }

    /// `I/N` read as (I, N), or `nil` unless 1 <= I <= N.
    private static func part(_ text: String) -> (Int, Int)? {
        let numbers = text.split(separator: "/").compactMap { Int($0) }
        guard numbers.count == 2, numbers[1] >= 1, (1...numbers[1]).contains(numbers[0]) else { return nil }
        return (numbers[0], numbers[1])
    }

    private static func runHere(_ check: Check) -> Int32 {
        Expectations.failures = []
        check.body()
        for failure in Expectations.failures { print(failure) }
        return Expectations.failures.isEmpty ? 0 : 1
    }

    private static func runInChild(_ check: Check) -> (Bool, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = ["--run", check.name]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        do {
            try process.run()
        } catch {
            return (false, "could not start the check: \(error)")
        }
        let collected = OutputCollector(output.fileHandleForReading)
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            return (false, collected.text + "\ntimed out after \(Int(timeout)) s")
        }
        process.waitUntilExit()
        let text = collected.text
        switch process.terminationReason {
        case .uncaughtSignal:
            return (false, text + "\ncrashed with signal \(process.terminationStatus)")
        case .exit:
            return (process.terminationStatus == 0, text)
        @unknown default:
            return (false, text)
        }
    }
}

/// One check: a name ("Suite.check") and what it does.
struct Check {
    let name: String
    let body: @MainActor () -> Void

    init(_ name: String, _ body: @escaping @MainActor () -> Void) {
        self.name = name
        self.body = body
    }
}

/// Reads a child's output as it comes, so a full pipe never stalls the child.
private final class OutputCollector: Sendable {
    private let data = Mutex(Data())

    init(_ handle: FileHandle) {
        handle.readabilityHandler = { [self] handle in
            let more = handle.availableData
            data.withLock { $0.append(more) }
        }
    }

    var text: String {
        usleep(50_000)
        return String(decoding: data.withLock { $0 }, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// The failures of the check running in this process.
@MainActor
enum Expectations {
    static var failures: [String] = []
}

/// Records a failure of the running check when `condition` is false.
@MainActor
func expect(_ condition: @autoclosure () -> Bool, _ message: String = "", file: StaticString = #fileID, line: UInt = #line) {
    guard !condition() else { return }
    Expectations.failures.append("\(file):\(line): expectation failed \(message)")
}
