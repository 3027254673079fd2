/// A screen the navigator shows, and where the keyboard focus goes on it.
@MainActor
protocol NavigationPage: WidgetConvertible {
    /// Where the focus lands when this screen is shown and nothing on it had the focus
    /// before: the list on Laps, "See All Laps" on Home.
    var defaultFocus: Widget? { get }
}
