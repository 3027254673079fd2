import CGtk
import StopwatchPresentation

/// The navigator port over a `GtkStack`: one page per screen, a slide to the left going
/// forward and to the right coming back; dialogs go to the window.
///
/// It keeps the keyboard focus on the screen shown: going forward, the focus lands on the new
/// page's default (the list on Laps); coming back, on the widget that had it when the page
/// was left, or the page's default if that one is gone. Pages off screen are hidden once the
/// slide is over, so assistive technology never wanders into a screen that is not shown.
@MainActor
public final class GtkStackNavigator: @MainActor Navigator {
    let widget: Widget
    private var pages: [String: NavigationPage] = [:]
    private var focusWhenLeft: [String: WeakWidget] = [:]
    private var shownName: String?
    private var observers: [@MainActor (Route) -> Void] = []
    private var transitionConnection: SignalConnection?
    /// A page shown before it had anything to focus, and what had the focus then.
    private var focusPending: (page: String, focusAtArrival: WeakWidget?)?
    /// Where dialogs are shown; set by the window.
    weak var dialogPresenter: DialogPresenter?

    public init() {
        widget = Widget(gtk_stack_new())
        gtk_stack_set_transition_duration(widget.opaque, 200)
        let stack = widget
        // "notify" handlers take the property's GParamSpec before the user data.
        let handler = Signals.connectWithArgument(stack.object, "notify::transition-running") { [weak self] _ in
            if gtk_stack_get_transition_running(stack.opaque) == 0 { self?.hideOffScreenPages() }
        }
        transitionConnection = SignalConnection(stack.object, handlerID: handler)
    }

    /// Adds the page shown for the screen `screenName` (``Route/screenName``).
    func addPage(_ page: NavigationPage, for screenName: String) {
        gtk_stack_add_named(widget.opaque, page.widget.pointer, screenName)
        page.contentDidArrive = { [weak self] in self?.contentDidArrive(on: screenName) }
        pages[screenName] = page
        if shownName == nil { shownName = screenName } else { page.widget.isVisible = false }
    }

    /// Calls `observer` after every change of screen.
    public func addObserver(_ observer: @escaping @MainActor (Route) -> Void) {
        observers.append(observer)
    }

    public func show(_ route: Route, direction: NavigationDirection) {
        let name = route.screenName
        if let shownName, let focus = focusedWidget { focusWhenLeft[shownName] = WeakWidget(focus) }
        let transition = direction == .forward ? GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT : GTK_STACK_TRANSITION_TYPE_SLIDE_RIGHT
        pages[name]?.widget.isVisible = true
        gtk_stack_set_visible_child_full(widget.opaque, name, transition)
        shownName = name
        if gtk_stack_get_transition_running(widget.opaque) == 0 { hideOffScreenPages() }
        placeFocus(on: name, restoring: direction == .back)
        observers.forEach { $0(route) }
    }

    public func present(_ dialog: Dialog) {
        dialogPresenter?.present(dialog)
    }

    private func hideOffScreenPages() {
        for (name, page) in pages where name != shownName { page.widget.isVisible = false }
    }

    private var focusedWidget: Widget? {
        guard let root = gtk_widget_get_root(widget.pointer), let focus = gtk_root_get_focus(root) else { return nil }
        return Widget(focus)
    }

    private func placeFocus(on name: String, restoring: Bool) {
        focusPending = nil
        let remembered = focusWhenLeft.removeValue(forKey: name)?.widget
        if restoring, let remembered, remembered.isVisible, remembered.grabFocus() { return }
        if pages[name]?.defaultFocus?.grabFocus() != true {
            focusPending = (name, focusedWidget.map(WeakWidget.init))
        }
    }

    /// Places the focus a page could not take on arrival, unless the user moved it since.
    private func contentDidArrive(on name: String) {
        guard let pending = focusPending, pending.page == name, name == shownName,
              focusedWidget?.pointer == pending.focusAtArrival?.widget?.pointer else { return }
        if pages[name]?.defaultFocus?.grabFocus() == true { focusPending = nil }
    }
}

/// Shows dialogs over the screens (the main window).
@MainActor
protocol DialogPresenter: AnyObject {
    func present(_ dialog: Dialog)
}
