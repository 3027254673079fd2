import StopwatchCore
import StopwatchPresentation

/// A power profile monitor the test turns on and off by hand.
@MainActor
public final class FakePowerProfileMonitor: PowerProfileMonitor {
    public private(set) var isPowerSaverEnabled: Bool
    private let observers = ObserverList<Bool>()

    public init(isPowerSaverEnabled: Bool = false) {
        self.isPowerSaverEnabled = isPowerSaverEnabled
    }

    @discardableResult
    public func addObserver(_ observer: @escaping @MainActor (Bool) -> Void) -> ObserverToken {
        observers.add(observer)
    }

    public func removeObserver(_ token: ObserverToken) {
        observers.remove(token)
    }

    /// Turns power saving on or off, as the desktop would.
    public func set(powerSaver enabled: Bool) {
        isPowerSaverEnabled = enabled
        observers.notify(enabled)
    }
}
