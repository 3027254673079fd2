import CGtk
import GLibInterop
import GtkInterop
import StopwatchGLib
import StopwatchPresentation

/// The navigator port over a `GtkStack`: one page per screen, a slide to the left going
/// forward and to the right coming back; dialogs go to the window.
///
/// It keeps the keyboard focus where ARCHITECTURE.md ("Focus") puts it: going forward, on the new page's
/// default (the list on Laps); coming back from a screen, a dialog or the main menu, where it
/// was when the excursion began, on nothing if nothing had it (``FocusReturn`` decides), or
/// on the page's default if that widget can no longer take it. Pages off screen are hidden
/// once the slide is over, so assistive technology never wanders into a screen not shown,
/// and lose their names until shown again: GTK 4.8's AT-SPI bridge says a stack page holds
/// one child even while it is hidden, yet gives none when asked, and Orca 43, saying where
/// the focus went from such a page (leaving Laps), fails on a named one and says nothing.
@MainActor
public final class GtkStackNavigator: @MainActor Navigator {
    let widget: Widget
    private let stack: Stack
    private var pages: [String: NavigationPage] = [:]
    /// How the screens made when first shown make their page, and add it to the stack.
    private var pageMakers: [String: @MainActor () -> NavigationPage] = [:]
    /// The screens whose page leaves the stack once the screen is left, and how each lets it go.
    private var pageDroppers: [String: @MainActor () -> Void] = [:]
    /// Each screen's name for assistive technology, given to its stack page while it shows.
    private var pageLabels: [String: String] = [:]
    private var focusReturn = FocusReturn<WeakWidget>()
    /// What had the focus when it was last outside the menus (`nil`: nothing): GTK moves the
    /// focus into a menu before the menu says it opened.
    private var focusOutsideMenus: WeakWidget?
    /// The menu closed, and GTK has yet to move the focus out of it.
    private var isMenuClosing = false
    /// Gives the focus back after the menu closed, once the chosen item has done its work
    /// (it may have opened a dialog or a screen) and GTK has moved the focus out of the menu
    /// (to the menu button): on X11 before the main loop is next idle, on Wayland only when
    /// the compositor hands the keyboard back. Placing it before would be undone.
    private lazy var menuDidClose = MainLoopIdle { [weak self] in
        guard let self, isMenuClosing, !(focusedWidget?.isInAPopover ?? false) else { return }
        isMenuClosing = false
        endExcursion(.menu, on: nil)
    }
    private var connections: [SignalConnection] = []
    private var shownName: String?
    private var observers: [@MainActor (Route) -> Void] = []
    /// Called each time an excursion ended and the focus went back (the debug log says so).
    public var focusDidReturn: (@MainActor () -> Void)?
    /// A page shown before it had anything to focus, and what had the focus then.
    private var focusPending: (page: String, focusAtArrival: WeakWidget?)?
    /// Where dialogs are shown; set by the window.
    weak var dialogPresenter: DialogPresenter?

    public init() {
        stack = Stack(transitionDuration: 200)
        widget = stack.widget
        connections.append(stack.onTransitionEnd { [weak self] in self?.hideOffScreenPages() })
    }

    /// Follows the focus of `window`, the window the stack is in.
    func followFocus(of window: Widget) {
        let handler = Signals.connectWithArgument(window.object, "notify::focus-widget") { [weak self] _ in
            self?.focusDidMove(in: window)
        }
        connections.append(SignalConnection(window.object, handlerID: handler))
        focusDidMove(in: window)
    }

    /// Treats the popover of the main menu as an excursion: where the focus was before it
    /// opened is where it goes back to when it closes.
    func followMenu(_ popover: Widget) {
        let shown = Signals.connect(popover.object, "show") { [weak self] in
            guard let self else { return }
            isMenuClosing = false
            focusReturn.begin(.menu, focus: focusOutsideMenus)
        }
        let closed = Signals.connect(popover.object, "closed") { [weak self] in
            guard let self else { return }
            isMenuClosing = true
            menuDidClose.schedule()
        }
        connections += [SignalConnection(popover.object, handlerID: shown), SignalConnection(popover.object, handlerID: closed)]
    }

    /// Adds the page shown for the screen `screenName` (``Route/screenName``).
    func addPage(_ page: NavigationPage, for screenName: String) {
        stack.add(page, named: screenName)
        page.contentDidArrive = { [weak self] in self?.contentDidArrive(on: screenName) }
        pages[screenName] = page
        if shownName == nil { shownName = screenName } else { page.widget.isVisible = false }
    }

    /// Adds the screen `screenName`, whose page `make` makes when it is first shown
    /// (``LazyPage``); never the first screen. With `drop`, the page leaves the stack once
    /// the screen is left (the slide over), `drop` lets it go, and `make` makes it anew when
    /// the screen is shown again.
    func addPage(
        for screenName: String, making make: @escaping @MainActor () -> NavigationPage,
        droppedWhenLeft drop: (@MainActor () -> Void)? = nil
    ) {
        pageMakers[screenName] = make
        pageDroppers[screenName] = drop
    }

    /// The page of `screenName`, made and added to the stack if it was not in it.
    private func page(named screenName: String) -> NavigationPage? {
        if let page = pages[screenName] { return page }
        guard let make = pageMakers[screenName] else { return nil }
        let page = make()
        addPage(page, for: screenName)
        return page
    }

    /// Takes the page of `screenName`, a screen not shown, out of the stack and lets it go.
    private func dropPage(of screenName: String) {
        guard screenName != shownName, let page = pages.removeValue(forKey: screenName) else { return }
        page.contentDidArrive = nil
        stack.remove(page)
        if focusPending?.page == screenName { focusPending = nil }
        pageDroppers[screenName]?()
    }

    /// Names the page of the screen `screenName` for assistive technology (its stack page's
    /// title is its accessible label): without one, a screen reader says GTK's type name.
    func setPageLabel(_ label: String, for screenName: String) {
        pageLabels[screenName] = label
        if pages[screenName]?.widget.isVisible == true { setStackPageTitle(label, for: screenName) }
    }

    private func setStackPageTitle(_ title: String, for screenName: String) {
        guard let page = pages[screenName], stack.title(of: page) != title else { return }
        stack.setTitle(title, of: page)
    }

    /// Calls `observer` after every change of screen.
    public func addObserver(_ observer: @escaping @MainActor (Route) -> Void) {
        observers.append(observer)
    }

    public func willLeave(_ route: Route) {
        focusReturn.begin(.screen(from: route.screenName), focus: focusedWidget.map(WeakWidget.init))
    }

    public func show(_ route: Route, direction: NavigationDirection) {
        let name = route.screenName
        let transition = direction == .forward ? GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT : GTK_STACK_TRANSITION_TYPE_SLIDE_RIGHT
        page(named: name)?.widget.isVisible = true
        setStackPageTitle(pageLabels[name] ?? "", for: name)
        stack.show(named: name, transition: transition)
        shownName = name
        if !stack.isTransitionRunning { hideOffScreenPages() }
        switch direction {
        case .forward: placeDefaultFocus(on: name)
        case .back: endExcursion(.screen(from: name), on: name)
        }
        for observer in observers { observer(route) }
    }

    public func present(_ dialog: Dialog) {
        guard let presenter = dialogPresenter else { return }
        focusReturn.begin(.dialog, focus: focusedWidget.map(WeakWidget.init))
        let window = presenter.present(dialog)
        // The window goes with its handler: nothing to disconnect.
        Signals.connect(window.object, "destroy") { [weak self] in
            guard let self else { return }
            endExcursion(.dialog, on: shownName)
        }
    }

    private func hideOffScreenPages() {
        for (name, page) in pages where name != shownName {
            page.widget.isVisible = false
            setStackPageTitle("", for: name)
        }
        for name in pageDroppers.keys where name != shownName { dropPage(of: name) }
    }

    private var focusedWidget: Widget? { widget.rootFocus }

    private func focusDidMove(in window: Widget) {
        let focus = Window(window).focus
        if !(focus?.isInAPopover ?? false) { focusOutsideMenus = focus.map(WeakWidget.init) }
        if isMenuClosing { menuDidClose.schedule() }
    }

    /// Puts the focus back where it was when `excursion` began; if that widget can no longer
    /// take it, on the default of the page `name` (if any), else on nothing.
    private func endExcursion(_ excursion: FocusReturn<WeakWidget>.Excursion, on name: String?) {
        defer { focusDidReturn?() }
        switch focusReturn.end(excursion) {
        case .focus(let remembered):
            if let widget = remembered.widget, widget.isVisible, widget.grabFocus() { return }
            if let name { placeDefaultFocus(on: name) } else { clearFocus() }
        case .nothing: clearFocus()
        case nil: if let name { placeDefaultFocus(on: name) }
        }
    }

    private func clearFocus() {
        focusPending = nil
        widget.clearRootFocus()
    }

    private func placeDefaultFocus(on name: String) {
        focusPending = nil
        if pages[name]?.defaultFocus?.grabFocus() != true {
            focusPending = (name, focusedWidget.map(WeakWidget.init))
        }
    }

    /// Places the focus a page could not take on arrival, unless the user moved it since.
    private func contentDidArrive(on name: String) {
        guard let pending = focusPending, pending.page == name, name == shownName,
            focusedWidget?.pointer == pending.focusAtArrival?.widget?.pointer
        else { return }
        if pages[name]?.defaultFocus?.grabFocus() == true { focusPending = nil }
    }
}

/// Shows dialogs over the screens (the main window).
@MainActor
protocol DialogPresenter: AnyObject {
    /// Shows `dialog` and returns its window.
    func present(_ dialog: Dialog) -> Widget
}
