import GtkInterop
import StopwatchCore
import StopwatchPresentation

/// Idleness on X11 (ARCHITECTURE.md, "Away and back"): the X server's own idle counter
/// (the SYNC extension's IDLETIME), as KDE's KIdleTime reads it. An alarm when the counter
/// reaches the time watched for, then one when it falls at the first input: the server wakes
/// the app at those two moments only, and while nothing is watched no alarm is left.
@MainActor
final class XSyncIdleMonitor: IdleMonitor {
    let idleChanges = ObserverList<IdleChange>()
    let unavailability: String?
    private var counter: XIdleCounter?
    private let logger: Logger

    /// Over GDK's connection when it is an X server's with the idle counter; otherwise a
    /// monitor that says why there is none.
    init(logger: Logger) {
        self.logger = logger
        guard let display = DisplayConnection.current, display.isX11 else {
            unavailability = "no idle service found on this desktop"
            return
        }
        let idleChanges = idleChanges
        counter = XIdleCounter(display: display) { edge in
            switch edge {
            case .idle:
                logger.debug("idle (X server's idle counter)")
                idleChanges.notify(.idle)
            case .active:
                logger.debug("active again (X server's idle counter)")
                idleChanges.notify(.active)
            }
        }
        unavailability = counter == nil ? "the X server has no idle counter (SYNC extension)" : nil
    }

    func watch(idleFor duration: Duration?) {
        guard let counter else { return }
        counter.watch(idleForMilliseconds: duration.map { max(1, $0.wholeMilliseconds) } ?? 0)
        logger.debug(duration.map { "idle watch: \($0.wholeMilliseconds) ms (X server's idle counter)" } ?? "idle watch: none")
    }
}
