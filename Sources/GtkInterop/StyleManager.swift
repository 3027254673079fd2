import CGtk

/// libadwaita's style manager, as the app sees it: whether the window shows dark and high
/// contrast now (libadwaita follows the desktop's colour scheme and high contrast itself),
/// and a closure told when either changes. Made once libadwaita is set up (in the
/// application's startup).
@MainActor
public final class StyleManager {
    private let manager: OpaquePointer
    private var connections: [SignalConnection] = []

    public init() {
        manager = adw_style_manager_get_default()
    }

    public var isDark: Bool { adw_style_manager_get_dark(manager) != 0 }
    public var isHighContrast: Bool { adw_style_manager_get_high_contrast(manager) != 0 }

    /// Calls `handler` each time the window turns dark or light, or high contrast comes or goes.
    public func onChange(_ handler: @escaping @MainActor () -> Void) {
        let object = UnsafeMutableRawPointer(manager)
        for property in ["dark", "high-contrast"] {
            connections.append(
                SignalConnection(object, handlerID: Signals.connectWithArgument(object, "notify::" + property) { _ in handler() }))
        }
    }
}
