/// What the panel item needs to take the window out of sight as closing it does.
/// ``BackgroundViewModel`` is it.
@MainActor
public protocol WindowClosing: AnyObject {
    /// Whether hiding the window now leaves the stopwatch in reach.
    var canHideWindow: Bool { get }
    /// Hides the window (or quits, with nothing to show), as closing it does.
    func windowCloseRequested()
}
