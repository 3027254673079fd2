/// Keeps the screen from blanking or locking (the desktop's idle inhibition).
@MainActor
public protocol ScreenInhibitor: AnyObject {
    /// Keeps the screen awake, telling the desktop `reason`, until ``release()``. Called only
    /// while it is not already held.
    func inhibit(reason: String)
    /// Lets the screen blank and lock again.
    func release()
}
