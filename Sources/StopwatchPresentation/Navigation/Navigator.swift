/// Moves between screens (the navigator port: a `GtkStack` in the GTK frontend).
public protocol Navigator: AnyObject {
    /// The screen shown now.
    var currentRoute: Route { get }
    /// Shows `route`, remembering the current screen to go back to.
    func navigate(to route: Route)
    /// Returns to the previous screen; does nothing on Home.
    func back()
}
