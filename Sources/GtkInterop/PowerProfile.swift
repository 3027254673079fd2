import CGtk
import GLibInterop

/// GIO's power profile monitor: whether the power saver profile is on (power-profiles-daemon's,
/// or the desktop's at a low battery), and a call each time that changes.
@MainActor
package final class PowerProfile {
    private let monitor: OpaquePointer
    private var connection: SignalConnection?

    package init() {
        monitor = g_power_profile_monitor_dup_default()
    }

    package var isPowerSaverEnabled: Bool {
        g_power_profile_monitor_get_power_saver_enabled(monitor) != 0
    }

    /// Calls `handler` with the new value each time the power saver goes on or off (one
    /// handler: a later one replaces it).
    package func onPowerSaverChange(_ handler: @escaping @MainActor (Bool) -> Void) {
        let object = UnsafeMutableRawPointer(monitor)
        let handlerID = Signals.connectWithArgument(object, "notify::power-saver-enabled") { [weak self] _ in
            guard let self else { return }
            handler(isPowerSaverEnabled)
        }
        connection = SignalConnection(object, handlerID: handlerID)
    }

    isolated deinit {
        connection = nil
        g_object_unref(UnsafeMutableRawPointer(monitor))
    }
}
