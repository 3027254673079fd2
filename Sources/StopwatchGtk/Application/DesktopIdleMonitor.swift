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
    /// The windowing system's own: the X server's idle counter or the compositor's protocol.
    private let display: DisplayIdleMonitor?
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
        display?.idleChanges.add { [weak self] change in self?.tell(change, from: .display) }
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
        case .display: display?.watch(idleFor: duration)
        case nil: break
        }
    }

    private static func displayMonitor(logger: Logger) -> DisplayIdleMonitor? {
        guard let connection = DisplayConnection.current else { return nil }
        if connection.isX11 {
            let monitor = XSyncIdleMonitor(logger: logger)
            return monitor.unavailability == nil ? .xServer(monitor) : nil
        }
        let monitor = WaylandIdleMonitor(logger: logger)
        return monitor.unavailability == nil ? .compositor(monitor) : nil
    }

    private func use(_ newSource: Source?) {
        if newSource != source {
            switch source {
            case .mutter: mutter?.watch(idleFor: nil)
            case .display: display?.watch(idleFor: nil)
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

/// The windowing system's own idle service, whichever it is.
@MainActor
private enum DisplayIdleMonitor {
    case xServer(XSyncIdleMonitor)
    case compositor(WaylandIdleMonitor)

    var name: String {
        switch self {
        case .xServer: "the X server's idle counter"
        case .compositor: "the compositor's idle protocol"
        }
    }

    var idleChanges: ObserverList<IdleChange> {
        switch self {
        case .xServer(let monitor): monitor.idleChanges
        case .compositor(let monitor): monitor.idleChanges
        }
    }

    func watch(idleFor duration: Duration?) {
        switch self {
        case .xServer(let monitor): monitor.watch(idleFor: duration)
        case .compositor(let monitor): monitor.watch(idleFor: duration)
        }
    }
}
