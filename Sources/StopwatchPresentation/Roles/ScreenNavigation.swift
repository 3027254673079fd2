/// What a part that opens or leaves a screen needs of the screens: which one is shown, and
/// to show another over it, go back, or go back to Home. ``ScreenStack`` is it.
@MainActor
public protocol ScreenNavigation: AnyObject {
    var route: Route { get }
    func push(_ next: Route)
    func pop()
    func popToHome()
}
