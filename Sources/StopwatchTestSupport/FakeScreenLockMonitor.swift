import StopwatchPresentation

/// A screen lock the test locks and unlocks by hand.
@MainActor
public final class FakeScreenLockMonitor: ScreenLockMonitor {
    private var handlers: [@MainActor (Bool) -> Void] = []

    public init() {}

    public func observeLock(_ handler: @escaping @MainActor (Bool) -> Void) {
        handlers.append(handler)
    }

    /// The screen locks (`true`) or unlocks.
    public func setLocked(_ isLocked: Bool) {
        for handler in handlers { handler(isLocked) }
    }
}
