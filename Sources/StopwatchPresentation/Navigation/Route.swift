/// The screens of the app.
public enum Route: Equatable, Hashable, Sendable {
    case home
    /// Every lap; reachable only with three or more completed laps.
    case laps
}

extension Route {
    /// Completed laps needed before the Laps screen can be shown.
    public static let minimumLapsForLapsScreen = 3
}
