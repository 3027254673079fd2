import StopwatchCore

/// Whether the desktop's screen is locked (its screensaver active).
@MainActor
public protocol ScreenLockMonitor: AnyObject {
    /// Told `true` when the screen locks and `false` when it unlocks.
    var lockChanges: ObserverList<Bool> { get }
}
