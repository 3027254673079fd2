import GtkInterop
import StopwatchCore
import StopwatchPresentation

/// GNOME Shell's idle service, `org.gnome.Mutter.IdleMonitor` (on X11 and on Wayland): an
/// idle watch of the time watched for, then a one-time user-active watch at each away. Mutter
/// wakes the app at those moments only.
@MainActor
final class MutterIdleMonitor {
    static let busName = "org.gnome.Mutter.IdleMonitor"
    private static let path = "/org/gnome/Mutter/IdleMonitor/Core"
    private static let interface = "org.gnome.Mutter.IdleMonitor"

    let idleChanges = ObserverList<IdleChange>()
    private let connection: DBusConnection
    private let logger: Logger
    private var fired: DBusSubscription?
    private var idleWatch: UInt32?
    private var activeWatch: UInt32?
    /// Counts the watches asked for: a reply to an earlier one is of a watch no longer wanted.
    private var asked = 0

    init(connection: DBusConnection, logger: Logger) {
        self.connection = connection
        self.logger = logger
        fired = connection.subscribe(to: "WatchFired", of: Self.interface, at: Self.path, from: Self.busName) { [weak self] arguments in
            guard let id = arguments[0]?.uint32Value else { return }
            self?.watchFired(id)
        }
    }

    /// Watches for `duration` without input; `nil` removes every watch.
    func watch(idleFor duration: Duration?) {
        asked += 1
        for id in [idleWatch, activeWatch].compactMap({ $0 }) { call("RemoveWatch", .tuple([.uint32(id)])) { _ in } }
        (idleWatch, activeWatch) = (nil, nil)
        guard let duration else { return }
        let request = asked
        call("AddIdleWatch", .tuple([.uint64(UInt64(max(1, duration.wholeMilliseconds)))])) { [weak self] id in
            guard let self else { return }
            guard request == asked else {
                call("RemoveWatch", .tuple([.uint32(id)])) { _ in }
                return
            }
            idleWatch = id
            logger.debug("idle watch: \(duration.wholeMilliseconds) ms (Mutter's idle monitor)")
        }
    }

    private func watchFired(_ id: UInt32) {
        if id == idleWatch {
            logger.debug("idle (Mutter's idle monitor)")
            idleChanges.notify(.idle)
            let request = asked
            call("AddUserActiveWatch", .tuple([])) { [weak self] id in
                guard let self, request == asked else { return }
                activeWatch = id
            }
        } else if id == activeWatch {
            // A user-active watch fires once, and Mutter forgets it.
            activeWatch = nil
            logger.debug("active again (Mutter's idle monitor)")
            idleChanges.notify(.active)
        }
    }

    /// Calls `method`; `done` is given the watch id it answers, and a failure is logged.
    private func call(_ method: String, _ arguments: DBusValue, done: @escaping @MainActor (UInt32) -> Void) {
        connection.call(method, of: Self.interface, at: Self.path, on: Self.busName, arguments) { [logger] result in
            switch result {
            case .success(let reply):
                if let id = reply[0]?.uint32Value { done(id) }
            case .failure(let error):
                logger.warning("Mutter's idle monitor: \(method) failed: \(error.message)")
            }
        }
    }
}
