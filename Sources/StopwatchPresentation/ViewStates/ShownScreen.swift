/// The screen shown and its names (``ScreenStack``).
public struct ShownScreen: Equatable, Sendable {
    public var route: Route
    /// The title of the screen shown: "Stopwatch", "Laps", "History", a session's date.
    public var title: String
    /// Its name for assistive technology: "Home", "Laps", "History", a session's date.
    public var label: String

    public init(route: Route, title: String, label: String) {
        self.route = route
        self.title = title
        self.label = label
    }
}
