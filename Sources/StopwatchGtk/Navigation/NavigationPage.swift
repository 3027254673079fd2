import GtkInterop

/// A screen the navigator shows, and where the keyboard focus goes on it.
@MainActor
protocol NavigationPage: AnyObject, WidgetConvertible {
    /// Where the focus lands when this screen is shown and nothing on it had the focus
    /// before: the list on Laps, "See All Laps" on Home.
    var defaultFocus: Widget? { get }
    /// Called by the page when content it waited for arrived (a list read in the background),
    /// so the navigator can place the focus it could not place on arrival.
    var contentDidArrive: (@MainActor () -> Void)? { get set }
}
