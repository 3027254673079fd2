import StopwatchPresentation

/// A power profile monitor the test turns on and off by hand.
@MainActor
public final class FakePowerProfileMonitor: PowerProfileMonitor {
    public private(set) var isPowerSaverEnabled: Bool
    private var observers: [(Bool) -> Void] = []

    public init(isPowerSaverEnabled: Bool = false) {
        self.isPowerSaverEnabled = isPowerSaverEnabled
    }

    public func observe(_ observer: @escaping (Bool) -> Void) {
        observers.append(observer)
    }

    /// Turns power saving on or off, as the desktop would.
    public func set(powerSaver enabled: Bool) {
        isPowerSaverEnabled = enabled
        for observer in observers { observer(enabled) }
    }
}
