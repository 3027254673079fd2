import StopwatchCore

/// Whether the desktop's screen is locked (its screensaver active).
@MainActor
public protocol ScreenLockMonitor: AnyObject {
    /// Adds an observer called with `true` when the screen locks and `false` when it unlocks.
    @discardableResult
    func addObserver(_ observer: @escaping @MainActor (_ isLocked: Bool) -> Void) -> ObserverToken
    func removeObserver(_ token: ObserverToken)
}
