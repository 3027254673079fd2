import StopwatchCore
import StopwatchPresentation

/// A power profile monitor the test turns on and off by hand.
@MainActor
public final class FakePowerProfileMonitor: PowerProfileMonitor {
    public private(set) var isPowerSaverEnabled: Bool
    public let powerSaverChanges = ObserverList<Bool>()

    public init(isPowerSaverEnabled: Bool = false) {
        self.isPowerSaverEnabled = isPowerSaverEnabled
    }

    /// Turns power saving on or off, as the desktop would.
    public func set(powerSaver enabled: Bool) {
        isPowerSaverEnabled = enabled
        powerSaverChanges.notify(enabled)
    }
}
