/// Where the core reports what went wrong (or, at debug level, what it did).
public protocol Logger: AnyObject {
    func log(_ level: LogLevel, _ message: String)
}

extension Logger {
    public func debug(_ message: String) { log(.debug, message) }
    public func info(_ message: String) { log(.info, message) }
    public func warning(_ message: String) { log(.warning, message) }
    public func error(_ message: String) { log(.error, message) }
}
