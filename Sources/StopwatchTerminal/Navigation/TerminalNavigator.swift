import StopwatchCore
import StopwatchPresentation

/// The navigator port in the terminal: which screen is drawn, and the dialog drawn over it
/// (until Escape or `q` closes it).
@MainActor
final class TerminalNavigator: @MainActor Navigator {
    private(set) var route: Route = .home
    private(set) var dialog: Dialog?
    /// Told after the screen or the dialog changed: with the direction for a new screen.
    let changes = ObserverList<NavigationDirection?>()

    func show(_ route: Route, direction: NavigationDirection) {
        self.route = route
        changes.notify(direction)
    }

    func present(_ dialog: Dialog) {
        self.dialog = dialog
        changes.notify(nil)
    }

    /// Closes the dialog shown; returns whether there was one.
    func closeDialog() -> Bool {
        guard dialog != nil else { return false }
        dialog = nil
        changes.notify(nil)
        return true
    }
}
