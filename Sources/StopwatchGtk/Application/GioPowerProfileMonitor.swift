import CGtk
import GtkInterop
import StopwatchCore
import StopwatchPresentation

/// The power profile port over GIO's `GPowerProfileMonitor`: power-profiles-daemon's power
/// saver profile (or a low battery, where the desktop turns it on).
@MainActor
public final class GioPowerProfileMonitor: @MainActor PowerProfileMonitor {
    private let monitor: OpaquePointer
    private var connection: SignalConnection?
    public let powerSaverChanges = ObserverList<Bool>()

    public init() {
        monitor = g_power_profile_monitor_dup_default()
        let object = UnsafeMutableRawPointer(monitor)
        let handler = Signals.connectWithArgument(object, "notify::power-saver-enabled") { [weak self] _ in
            guard let self else { return }
            powerSaverChanges.notify(isPowerSaverEnabled)
        }
        connection = SignalConnection(object, handlerID: handler)
    }

    public var isPowerSaverEnabled: Bool {
        g_power_profile_monitor_get_power_saver_enabled(monitor) != 0
    }

    isolated deinit {
        connection = nil
        g_object_unref(UnsafeMutableRawPointer(monitor))
    }
}
