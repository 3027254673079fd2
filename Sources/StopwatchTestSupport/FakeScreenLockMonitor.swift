import StopwatchCore
import StopwatchPresentation

/// A screen lock the test locks and unlocks by hand.
@MainActor
public final class FakeScreenLockMonitor: ScreenLockMonitor {
    private let observers = ObserverList<Bool>()

    public init() {}

    /// How many observers follow the lock now.
    public var observerCount: Int { observers.count }

    @discardableResult
    public func addObserver(_ observer: @escaping @MainActor (Bool) -> Void) -> ObserverToken {
        observers.add(observer)
    }

    public func removeObserver(_ token: ObserverToken) {
        observers.remove(token)
    }

    /// The screen locks (`true`) or unlocks.
    public func setLocked(_ isLocked: Bool) {
        observers.notify(isLocked)
    }
}
