import GtkInterop
import StopwatchCore
import StopwatchPresentation

/// The power profile port over GIO's `GPowerProfileMonitor`: power-profiles-daemon's power
/// saver profile (or a low battery, where the desktop turns it on).
@MainActor
public final class GioPowerProfileMonitor: @MainActor PowerProfileMonitor {
    private let profile = PowerProfile()
    public let powerSaverChanges = ObserverList<Bool>()

    public init() {
        profile.onPowerSaverChange { [weak self] enabled in self?.powerSaverChanges.notify(enabled) }
    }

    public var isPowerSaverEnabled: Bool {
        profile.isPowerSaverEnabled
    }
}
