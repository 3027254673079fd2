import CWaylandIdle

/// A Wayland compositor's idle protocol on GDK's own connection: `ext-idle-notify-v1` where
/// offered, else KDE's `org_kde_kwin_idle`. The compositor tells when no input came for the
/// time asked and at the first input after it; GDK's main loop dispatches what it tells.
@MainActor
package final class WaylandIdleNotifier {
    /// What the compositor said of idleness.
    package enum Edge {
        case idle
        case active
    }

    /// The protocol in use.
    package private(set) var protocolName = ""
    /// Kept at one address: the compositor's events reach it through the listener's data.
    private let watch = UnsafeMutablePointer<cwayland_idle_watch>.allocate(capacity: 1)
    private let edges: @MainActor (Edge) -> Void

    private init(edges: @escaping @MainActor (Edge) -> Void) {
        self.edges = edges
        watch.initialize(to: cwayland_idle_watch())
    }

    /// Over `display` when its compositor offers an idle protocol; `edges` hears what it says.
    /// `nil` when it offers none.
    package static func open(display: DisplayConnection, edges: @escaping @MainActor (Edge) -> Void) -> WaylandIdleNotifier? {
        let notifier = WaylandIdleNotifier(edges: edges)
        let context = Unmanaged.passUnretained(notifier).toOpaque()
        let told: cwayland_idle_changed = { context, change in WaylandIdleNotifier.told(context, change) }
        switch Int(cwayland_idle_open(notifier.watch, display.pointer, told, context)) {
        case CWAYLAND_IDLE_EXT: notifier.protocolName = "ext-idle-notify-v1"
        case CWAYLAND_IDLE_KDE: notifier.protocolName = "org_kde_kwin_idle"
        default: return nil
        }
        return notifier
    }

    isolated deinit {
        // Nothing is told after it: the notification is released first.
        cwayland_idle_close(watch)
        watch.deallocate()
    }

    /// Watches for `milliseconds` without input (at least 1); none (0): nothing.
    package func watch(idleForMilliseconds milliseconds: UInt32) {
        cwayland_idle_watch_for(watch, milliseconds)
    }

    /// The listener's way back: GDK dispatches the compositor's events on the main thread.
    private nonisolated static func told(_ context: UnsafeMutableRawPointer?, _ change: Int32) {
        guard let context else { return }
        let address = UInt(bitPattern: context)
        MainActor.assumeIsolated {
            guard let context = UnsafeMutableRawPointer(bitPattern: address) else { return }
            let notifier = Unmanaged<WaylandIdleNotifier>.fromOpaque(context).takeUnretainedValue()
            switch Int(change) {
            case CWAYLAND_IDLE: notifier.edges(.idle)
            case CWAYLAND_ACTIVE: notifier.edges(.active)
            default: break
            }
        }
    }
}
