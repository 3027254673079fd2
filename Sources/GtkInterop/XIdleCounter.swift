import CXSync

/// The X server's own idle counter (the SYNC extension's IDLETIME) over GDK's connection: an
/// alarm when the counter reaches the time watched for, then one when it falls at the first
/// input. While nothing is watched no alarm is left.
@MainActor
package final class XIdleCounter {
    /// What an X event said of idleness.
    package enum Edge {
        case idle
        case active
    }

    private var watch = cxsync_idle_watch()
    private var events: SignalConnection?

    /// Over `display` when its server has the counter; `edges` hears each alarm. `nil` when it
    /// has none.
    package init?(display: DisplayConnection, edges: @escaping @MainActor (Edge) -> Void) {
        guard cxsync_idle_open(&watch, display.pointer) != 0 else { return nil }
        events = display.onXEvent { [weak self] event in
            guard let self else { return false }
            switch Int(cxsync_idle_handle(&watch, event)) {
            case CXSYNC_IDLE: edges(.idle)
            case CXSYNC_ACTIVE: edges(.active)
            default: break
            }
            return false
        }
    }

    isolated deinit {
        cxsync_idle_close(&watch)
    }

    /// Watches for `milliseconds` without input (at least 1); none (0): no alarm.
    package func watch(idleForMilliseconds milliseconds: Int64) {
        cxsync_idle_watch_for(&watch, milliseconds)
    }
}
