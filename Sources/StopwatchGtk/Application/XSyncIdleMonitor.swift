import CXSync
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
    private var watch = cxsync_idle_watch()
    private var events: SignalConnection?
    private let logger: Logger

    /// Over GDK's connection when it is an X server's with the idle counter; otherwise a
    /// monitor that says why there is none.
    init(logger: Logger) {
        self.logger = logger
        guard let display = DisplayConnection.current, display.isX11 else {
            unavailability = "no idle service found on this desktop"
            return
        }
        guard cxsync_idle_open(&watch, display.pointer) != 0 else {
            unavailability = "the X server has no idle counter (SYNC extension)"
            return
        }
        unavailability = nil
        events = display.onXEvent { [weak self] event in
            self?.handle(event)
            return false
        }
    }

    isolated deinit {
        cxsync_idle_close(&watch)
    }

    func watch(idleFor duration: Duration?) {
        guard unavailability == nil else { return }
        cxsync_idle_watch_for(&watch, duration.map { max(1, $0.wholeMilliseconds) } ?? 0)
        logger.debug(duration.map { "idle watch: \($0.wholeMilliseconds) ms (X server's idle counter)" } ?? "idle watch: none")
    }

    private func handle(_ event: UnsafeMutableRawPointer?) {
        switch Int(cxsync_idle_handle(&watch, event)) {
        case CXSYNC_IDLE:
            logger.debug("idle (X server's idle counter)")
            idleChanges.notify(.idle)
        case CXSYNC_ACTIVE:
            logger.debug("active again (X server's idle counter)")
            idleChanges.notify(.active)
        default: break
        }
    }
}
