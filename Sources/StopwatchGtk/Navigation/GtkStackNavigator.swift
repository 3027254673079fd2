import CGtk
import StopwatchPresentation

/// The navigator port over a `GtkStack`: one page per route, a slide to the left going
/// forward and to the right coming back.
@MainActor
public final class GtkStackNavigator: @MainActor Navigator {
    private let stack: Widget
    private var routes: [Route] = [.home]
    private var observers: [@MainActor (Route) -> Void] = []

    public init() {
        stack = Widget(gtk_stack_new())
        gtk_stack_set_transition_duration(stack.opaque, 200)
    }

    var widget: Widget { stack }

    public var currentRoute: Route { routes[routes.count - 1] }

    /// Adds the page shown for `route`.
    func addPage(_ page: WidgetConvertible, for route: Route) {
        gtk_stack_add_named(stack.opaque, page.widget.pointer, Self.pageName(route))
    }

    /// Calls `observer` after every change of screen.
    public func addObserver(_ observer: @escaping @MainActor (Route) -> Void) {
        observers.append(observer)
    }

    public func navigate(to route: Route) {
        guard route != currentRoute else { return }
        routes.append(route)
        show(route, transition: GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT)
    }

    public func back() {
        guard routes.count > 1 else { return }
        routes.removeLast()
        show(currentRoute, transition: GTK_STACK_TRANSITION_TYPE_SLIDE_RIGHT)
    }

    private func show(_ route: Route, transition: GtkStackTransitionType) {
        gtk_stack_set_visible_child_full(stack.opaque, Self.pageName(route), transition)
        observers.forEach { $0(route) }
    }

    static func pageName(_ route: Route) -> String {
        switch route {
        case .home: "home"
        case .laps: "laps"
        }
    }
}
