import GtkInterop
import StopwatchCore
import StopwatchPresentation

/// The idle port over what the desktop offers (ARCHITECTURE.md, "Away and back"): GNOME
/// Shell's idle monitor while it is on the bus (X11 or Wayland), else the X server's idle
/// counter on X11 or the compositor's idle protocol on Wayland. With none, the log says so
/// once, and only a locked screen is an away.
@MainActor
public final class DesktopIdleMonitor: IdleMonitor {
    private enum Source {
        case mutter, display
    }

    public let idleChanges = ObserverList<IdleChange>()
    /// The windowing system's own: the X server's idle counter or the compositor's protocol,
    /// and its name for the log.
    private let display: (monitor: IdleMonitor, name: String)?
    private let mutter: MutterIdleMonitor?
    private var source: Source?
    private var nameWatch: DBusName?
    private var watched: Duration?
    private let logger: Logger
    private var saidNone = false

    /// `connection`: the session bus, where GNOME Shell's monitor is looked for.
    package init(connection: DBusConnection?, logger: Logger) {
        self.logger = logger
        display = Self.displayMonitor(logger: logger)
        mutter = connection.map { MutterIdleMonitor(connection: $0, logger: logger) }
        source = display == nil ? nil : .display
        display?.monitor.idleChanges.add { [weak self] change in self?.tell(change, from: .display) }
        mutter?.idleChanges.add { [weak self] change in self?.tell(change, from: .mutter) }
        nameWatch = connection?.watch(
            MutterIdleMonitor.busName,
            appeared: { [weak self] in self?.use(.mutter) },
            vanished: { [weak self] in
                guard let self else { return }
                use(self.display == nil ? nil : .display)
            })
        if connection == nil { use(source) }
    }

    public var unavailability: String? { source == nil ? "no idle service found on this desktop" : nil }

    public func watch(idleFor duration: Duration?) {
        watched = duration
        switch source {
        case .mutter: mutter?.watch(idleFor: duration)
        case .display: display?.monitor.watch(idleFor: duration)
        case nil: break
        }
    }

    private static func displayMonitor(logger: Logger) -> (monitor: IdleMonitor, name: String)? {
        guard let connection = DisplayConnection.current else { return nil }
        let (monitor, name): (IdleMonitor, String) =
            connection.isX11
            ? (XSyncIdleMonitor(logger: logger), "the X server's idle counter")
            : (WaylandIdleMonitor(logger: logger), "the compositor's idle protocol")
        return monitor.unavailability == nil ? (monitor, name) : nil
    }

    private func use(_ newSource: Source?) {
        if newSource != source {
            switch source {
            case .mutter: mutter?.watch(idleFor: nil)
            case .display: display?.monitor.watch(idleFor: nil)
            case nil: break
            }
            source = newSource
            watch(idleFor: watched)
        }
        switch newSource {
        case .mutter: logger.debug("idle service: Mutter's idle monitor")
        case .display: logger.debug("idle service: \(display?.name ?? "")")
        case nil:
            guard !saidNone else { return }
            saidNone = true
            logger.info("Away and back: no idle service found on this desktop; only a locked screen counts as away")
        }
    }

    private func tell(_ change: IdleChange, from sender: Source) {
        guard sender == source else { return }
        idleChanges.notify(change)
    }
}
