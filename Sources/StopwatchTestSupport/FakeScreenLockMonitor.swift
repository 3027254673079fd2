import StopwatchCore
import StopwatchPresentation

/// A screen lock the test locks and unlocks by hand.
@MainActor
public final class FakeScreenLockMonitor: ScreenLockMonitor {
    public let lockChanges = ObserverList<Bool>()

    public init() {}

    /// The screen locks (`true`) or unlocks.
    public func setLocked(_ isLocked: Bool) {
        lockChanges.notify(isLocked)
    }
}
