/// Shows screens and dialogs (the navigator port: a `GtkStack` and dialogs in the GTK
/// frontend, a screen switch in the terminal). The ``AppViewModel`` decides where to go; the
/// navigator only shows it.
public protocol Navigator: AnyObject {
    /// Shows `route`, going `direction` (forward into it, or back to it).
    func show(_ route: Route, direction: NavigationDirection)
    /// Shows `dialog` over the current screen.
    func present(_ dialog: Dialog)
}

/// Which way a screen change goes: frontends slide forward and back differently, and put the
/// focus back where it was when going back.
public enum NavigationDirection: Equatable, Sendable {
    case forward, back
}
