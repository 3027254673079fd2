import CGLib
import StopwatchCore

/// The logger port over GLib's structured logging, in the app's log domain: messages reach
/// the journal when run from a desktop, stderr in a terminal, and debug lines show with
/// `G_MESSAGES_DEBUG=all` (or the domain).
public final class GLibLogger: Logger, Sendable {
    private let domain: String

    public init(domain: String) {
        self.domain = domain
    }

    public func log(_ level: LogLevel, _ message: String) {
        // G_LOG_LEVEL_ERROR would abort the process: errors go out as warnings with the
        // journal's "err" priority instead.
        let (glibLevel, priority): (GLogLevelFlags, String) =
            switch level {
            case .debug: (G_LOG_LEVEL_DEBUG, "7")
            case .info: (G_LOG_LEVEL_INFO, "6")
            case .warning: (G_LOG_LEVEL_WARNING, "4")
            case .error: (G_LOG_LEVEL_WARNING, "3")
            }
        cglib_log_structured(domain, glibLevel, priority, message)
    }
}
