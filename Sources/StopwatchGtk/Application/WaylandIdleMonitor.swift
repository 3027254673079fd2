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
    private var notifier: WaylandIdleNotifier?
    private let logger: Logger

    init(logger: Logger) {
        self.logger = logger
        guard let display = DisplayConnection.current, display.isWayland else { return }
        let idleChanges = idleChanges
        notifier = WaylandIdleNotifier.open(display: display) { [weak self] edge in
            let name = self?.notifier?.protocolName ?? ""
            switch edge {
            case .idle:
                logger.debug("idle (\(name))")
                idleChanges.notify(.idle)
            case .active:
                logger.debug("active again (\(name))")
                idleChanges.notify(.active)
            }
        }
        unavailability = notifier == nil ? "the compositor offers no idle protocol" : nil
    }

    func watch(idleFor duration: Duration?) {
        guard let notifier else { return }
        let milliseconds = duration.map { min(max(1, $0.wholeMilliseconds), Int64(UInt32.max)) } ?? 0
        notifier.watch(idleForMilliseconds: UInt32(milliseconds))
        logger.debug(duration.map { "idle watch: \($0.wholeMilliseconds) ms (\(notifier.protocolName))" } ?? "idle watch: none")
    }
}
