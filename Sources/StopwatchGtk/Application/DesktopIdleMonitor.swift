import GtkInterop
import StopwatchCore
import StopwatchPresentation

/// The idle port over what the desktop offers (ARCHITECTURE.md, "Away and back"): GNOME
/// Shell's idle monitor while it is on the bus (X11 or Wayland), else the X server's idle
/// counter on X11. With neither, the log says so once, and only a locked screen is an away.
@MainActor
public final class DesktopIdleMonitor: IdleMonitor {
    private enum Source {
        case mutter, xServer
    }

    public let idleChanges = ObserverList<IdleChange>()
    private let xServer: XSyncIdleMonitor?
    private let mutter: MutterIdleMonitor?
    private var source: Source?
    private var nameWatch: DBusName?
    private var watched: Duration?
    private let logger: Logger
    private var saidNone = false

    /// `connection`: the session bus, where GNOME Shell's monitor is looked for.
    package init(connection: DBusConnection?, logger: Logger) {
        self.logger = logger
        let xServer = XSyncIdleMonitor(logger: logger)
        self.xServer = xServer.unavailability == nil ? xServer : nil
        mutter = connection.map { MutterIdleMonitor(connection: $0, logger: logger) }
        source = self.xServer == nil ? nil : .xServer
        self.xServer?.idleChanges.add { [weak self] change in self?.tell(change, from: .xServer) }
        mutter?.idleChanges.add { [weak self] change in self?.tell(change, from: .mutter) }
        nameWatch = connection?.watch(
            MutterIdleMonitor.busName,
            appeared: { [weak self] in self?.use(.mutter) },
            vanished: { [weak self] in
                guard let self else { return }
                use(self.xServer == nil ? nil : .xServer)
            })
        if connection == nil { use(source) }
    }

    public var unavailability: String? { source == nil ? "no idle service found on this desktop" : nil }

    public func watch(idleFor duration: Duration?) {
        watched = duration
        switch source {
        case .mutter: mutter?.watch(idleFor: duration)
        case .xServer: xServer?.watch(idleFor: duration)
        case nil: break
        }
    }

    private func use(_ newSource: Source?) {
        if newSource != source {
            switch source {
            case .mutter: mutter?.watch(idleFor: nil)
            case .xServer: xServer?.watch(idleFor: nil)
            case nil: break
            }
            source = newSource
            watch(idleFor: watched)
        }
        switch newSource {
        case .mutter: logger.debug("idle service: Mutter's idle monitor")
        case .xServer: logger.debug("idle service: the X server's idle counter")
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
