/// Whether the desktop's screen is locked (its screensaver active).
@MainActor
public protocol ScreenLockMonitor: AnyObject {
    /// Calls `handler` with `true` when the screen locks and `false` when it unlocks.
    func observeLock(_ handler: @escaping @MainActor (Bool) -> Void)
}
