import StopwatchCore

/// A logger that keeps every line, for tests to inspect.
public final class RecordingLogger: Logger {
    public private(set) var entries: [(level: LogLevel, message: String)] = []

    public init() {}

    public func log(_ level: LogLevel, _ message: String) {
        entries.append((level, message))
    }

    public func messages(atLeast level: LogLevel) -> [String] {
        entries.filter { $0.level >= level }.map(\.message)
    }
}
