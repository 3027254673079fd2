import CWaylandIdle
import GtkInterop
import StopwatchCore
import StopwatchPresentation

/// Idleness on a Wayland compositor other than GNOME Shell (ARCHITECTURE.md, "Away and back"):
/// its idle protocol on GDK's own connection, `ext-idle-notify-v1` where offered, else KDE's
/// `org_kde_kwin_idle` (sway 1.7). The compositor tells when no input came for the time asked
/// and at the first input after it; GDK's main loop dispatches what it tells.
@MainActor
final class WaylandIdleMonitor: IdleMonitor {
    let idleChanges = ObserverList<IdleChange>()
    private(set) var unavailability: String? = "no idle service found on this desktop"
    /// The protocol's name, for the log.
    private var protocolName = ""
    /// Kept at one address: the compositor's events reach it through the listener's data.
    private let watch = UnsafeMutablePointer<cwayland_idle_watch>.allocate(capacity: 1)
    private let logger: Logger

    init(logger: Logger) {
        self.logger = logger
        watch.initialize(to: cwayland_idle_watch())
        guard let display = DisplayConnection.current, display.isWayland else { return }
        let context = Unmanaged.passUnretained(self).toOpaque()
        let told: cwayland_idle_changed = { context, change in WaylandIdleMonitor.told(context, change) }
        switch Int(cwayland_idle_open(watch, display.pointer, told, context)) {
        case CWAYLAND_IDLE_EXT: (unavailability, protocolName) = (nil, "ext-idle-notify-v1")
        case CWAYLAND_IDLE_KDE: (unavailability, protocolName) = (nil, "org_kde_kwin_idle")
        default: unavailability = "the compositor offers no idle protocol"
        }
    }

    isolated deinit {
        // No event reaches this monitor after it: the notification is released first.
        cwayland_idle_close(watch)
        watch.deallocate()
    }

    func watch(idleFor duration: Duration?) {
        guard unavailability == nil else { return }
        let milliseconds = duration.map { min(max(1, $0.wholeMilliseconds), Int64(UInt32.max)) } ?? 0
        cwayland_idle_watch_for(watch, UInt32(milliseconds))
        logger.debug(duration.map { "idle watch: \($0.wholeMilliseconds) ms (\(protocolName))" } ?? "idle watch: none")
    }

    /// The listener's way back: GDK dispatches the compositor's events on the main thread.
    private nonisolated static func told(_ context: UnsafeMutableRawPointer?, _ change: Int32) {
        guard let context else { return }
        let address = UInt(bitPattern: context)
        MainActor.assumeIsolated {
            guard let context = UnsafeMutableRawPointer(bitPattern: address) else { return }
            Unmanaged<WaylandIdleMonitor>.fromOpaque(context).takeUnretainedValue().tell(Int(change))
        }
    }

    private func tell(_ change: Int) {
        switch change {
        case CWAYLAND_IDLE:
            logger.debug("idle (\(protocolName))")
            idleChanges.notify(.idle)
        case CWAYLAND_ACTIVE:
            logger.debug("active again (\(protocolName))")
            idleChanges.notify(.active)
        default: break
        }
    }
}
