import StopwatchConcurrency
import StopwatchCore

/// A logger that keeps every line, for tests to inspect; safe to call from any thread (the
/// state file's writer logs from its own).
public final class RecordingLogger: Logger, Sendable {
    private let recorded = LockedValue<[(level: LogLevel, message: String)]>([])

    public init() {}

    public func log(_ level: LogLevel, _ message: String) {
        recorded.withLock { $0.append((level, message)) }
    }

    public var entries: [(level: LogLevel, message: String)] {
        recorded.withLock { $0 }
    }

    public func messages(atLeast level: LogLevel) -> [String] {
        entries.filter { $0.level >= level }.map(\.message)
    }
}
