/// Shows screens and dialogs (the navigator port: a `GtkStack` and dialogs in the GTK
/// frontend, a screen switch in the terminal). The ``AppViewModel`` decides where to go; the
/// navigator only shows it.
@MainActor
public protocol Navigator: AnyObject {
    /// `route` is about to be left for another screen, before that screen's state is
    /// published (which may disable what has the keyboard focus): a frontend notes where its
    /// focus is, to give it back on the way back (``FocusReturn``).
    func willLeave(_ route: Route)
    /// Shows `route`, going `direction` (forward into it, or back to it).
    func show(_ route: Route, direction: NavigationDirection)
    /// Shows `dialog` over the current screen.
    func present(_ dialog: Dialog)
}

extension Navigator {
    /// A frontend without a keyboard focus to give back has nothing to note.
    public func willLeave(_ route: Route) {}
}

/// Which way a screen change goes: frontends slide forward and back differently, and put the
/// focus back where it was when going back.
public enum NavigationDirection: Equatable, Sendable {
    case forward, back
}
