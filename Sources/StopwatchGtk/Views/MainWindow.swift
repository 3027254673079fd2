import CGtk
import GLibInterop
import GtkInterop
import StopwatchCore
import StopwatchPresentation

/// The application window: a header bar (back button, the screen's title, the main menu),
/// the "Not saved" banner, the navigator's stack of screens, and the notice at the bottom.
/// It renders the ``AppViewState``, and shows the dialogs the navigator asks for.
@MainActor
public final class MainWindow: WidgetConvertible, DialogPresenter {
    package let widget: Widget
    private let window: Window
    let backButton: Button
    private let navigator: GtkStackNavigator
    let menuButton: MenuButton
    let screenTitle = Label(cssClasses: ["title"])
    let saveProblem = SaveProblemBanner()
    let alertBanner = AlertBannerBar()
    let awayBanner = AwayBannerBar()
    /// Told the message of each alert the banner shows, `nil` when it goes.
    public var alertBannerChanges: ObserverList<String?> { alertBanner.shownChanges }
    /// Told the away question shown, `nil` when it goes.
    public var awayBannerChanges: ObserverList<String?> { awayBanner.shownChanges }
    let notice: NoticeToast
    let stopwatches: StopwatchesLayout
    private let viewModel: AppViewModel
    /// Laps, whose list edits a lap's note in place; made when first shown.
    private let laps: LazyPage<LapsView>
    private let sessionPage: LazyPage<SessionView>
    private let subscriptions = Subscriptions()
    /// What a window closed or a screen let go freed, given back to the system.
    private let freedMemory = FreedMemory()
    private var closeRequest: SignalConnection?
    private var activity: SignalConnection?
    private var title = ""
    private var windowDescription = ""
    /// The Adjust Time window, while the view state has it open.
    private(set) var timeAdjustment: TimeAdjustmentDialog?
    private(set) var sessionMend: SessionMendDialog?
    /// Once idle, when the actions that apply were told (the button is usable again).
    private lazy var focusAfterMending = MainLoopIdle { [weak self] in
        guard let self, let button = sessionPage.ifMade?.mendFocus else { return }
        window.setFocus(button)
    }
    private(set) var preferences: PreferencesWindow?
    private(set) var alertsWindow: AlertsWindow?
    private(set) var goalDialog: GoalDialog?
    /// The time and the two buttons, shown instead of everything else in the compact window.
    let compact: CompactView
    /// The time filling the screen, shown instead of everything else in full screen.
    let fullScreen: FullScreenView
    private var isFullScreenShown = false
    /// Whether the window was full screen when GTK last said: leaving it by the desktop's
    /// own means (a window menu) leaves the app's full screen too.
    private var wasFullscreened = false
    /// Full screen or not, as last asked of the desktop and not yet done: until it is, a
    /// change the desktop tells is the answer to an earlier request, not its own doing.
    private var pendingFullscreen: Bool?
    private var fullscreened: SignalConnection?
    /// What the compact window hides: the title bar and the regular content.
    private let titlebar: Widget
    private let regular: Widget
    private var isCompactShown = false
    /// The window's size before it became compact, to come back to.
    private var regularSize: (width: Int32, height: Int32)?

    public init(
        application: Application, viewModel: AppViewModel, navigator: GtkStackNavigator, pages: Pages,
        sharing: FrameSharing, announcer: Announcer
    ) {
        self.viewModel = viewModel
        self.navigator = navigator
        laps = pages.laps
        sessionPage = pages.session
        let labels = viewModel.labels
        window = Window(application: application)
        widget = window.widget
        let size = Self.defaultSize(fitting: Monitors.smallestSize())
        window.setDefaultSize(width: Int32(size.width), height: Int32(size.height))

        backButton = Button(iconName: "go-previous-symbolic", label: labels.back, actionName: AppCommand.back.actionName)
        menuButton = Self.menuButton(viewModel.menu, label: labels.mainMenu) { [weak navigator] popover in
            navigator?.followMenu(popover)
        }
        stopwatches = StopwatchesLayout(
            states: viewModel.screenStates.stopwatches, screens: navigator.widget, width: size.width, sharing: sharing,
            events: { [weak viewModel] in viewModel?.send($0) })
        let header = HeaderBar()
        header.packStart(backButton)
        header.packStart(stopwatches.listButton)
        header.packEnd(menuButton)
        header.setTitleWidget(screenTitle)
        // The header bar is drawn as one node: it changes far more seldom than the running
        // time below it, drawn on every frame (``FlattenedBin``). GTK styles a window's title
        // bar by the class it gives it; the header bar keeps it, not the bin around it.
        let headerDrawing = Widget(FlattenedBin.make(holding: header.widget.pointer))
        window.setTitlebar(headerDrawing)
        headerDrawing.removeCSSClass("titlebar")
        header.widget.addCSSClass("titlebar")

        navigator.addPage(pages.home, for: Screen.home.name)
        navigator.addPage(for: Screen.laps.name) { pages.laps.page }
        navigator.addPage(for: Screen.history.name) { pages.history.page }
        // Totals, the screen with the most widgets, goes when left (nothing goes forward
        // from it): made anew when shown again, from the figures its ViewModel keeps.
        navigator.addPage(
            for: Screen.totals.name, making: { pages.totals.page },
            droppedWhenLeft: { [freedMemory] in
                pages.totals.drop()
                freedMemory.giveBack()
            })
        navigator.addPage(for: Screen.session.name) { pages.session.page }
        navigator.addPage(stopwatches.page, for: Screen.stopwatches.name)
        let screens = Box.vertical()
        screens.append(saveProblem)
        screens.append(alertBanner)
        screens.append(awayBanner)
        screens.append(stopwatches)
        stopwatches.widget.setExpand(vertical: true)
        // The notice is libadwaita's toast over the screens, which keep room for it.
        notice = NoticeToast(over: screens.widget, closeLabel: labels.closeNotice)
        let content = notice
        content.widget.setExpand(horizontal: true, vertical: true)
        compact = CompactView(states: viewModel.screenStates.home, pace: viewModel.screenStates.framePace)
        compact.widget.isVisible = false
        fullScreen = FullScreenView(states: viewModel.screenStates.home, pace: viewModel.screenStates.framePace)
        fullScreen.widget.isVisible = false
        let root = Box.vertical()
        root.append(content)
        root.append(compact)
        root.append(fullScreen)
        window.setChild(root)
        titlebar = headerDrawing
        regular = content.widget

        announcer.attach(to: widget)
        navigator.dialogPresenter = self
        navigator.followFocus(of: widget)
        Self.sendStopwatchKeysNobodyTook(widget, viewModel: viewModel)
        // Closing the window is the ViewModel's to decide: it hides while the stopwatch has
        // time on it (shown in a notification), and quits otherwise.
        closeRequest = window.onCloseRequest { [weak viewModel] in viewModel?.send(.windowCloseRequested) }
        // The title and the description follow the time only while the window is not the
        // active one: a screen reader reads every change of them (ARCHITECTURE.md, "Heard").
        activity = window.onActiveChange { [weak viewModel] isActive in viewModel?.send(.windowActive(isActive)) }
        fullscreened = window.onFullscreenChange { [weak self] isFullscreened in self?.fullscreenedChanged(isFullscreened) }
        laps.whenMade { [weak viewModel] laps in
            laps.lapList.rowMenuItems = { [weak viewModel] lap in viewModel?.lapRowMenu(lap: lap) ?? [] }
            if let noteEditor = viewModel?.viewState.mending.noteEditor { laps.lapList.renderNoteEditor(noteEditor) }
        }
        render(viewModel.viewState)
        subscriptions.keep(viewModel.addListener { [weak self] state in self?.render(state) }, removedBy: viewModel.removeListener)
    }

    /// The desktop took the window out of full screen (its own key, a window menu): the app
    /// leaves it too.
    private func fullscreenedChanged(_ isFullscreened: Bool) {
        defer { wasFullscreened = isFullscreened }
        if let pending = pendingFullscreen {
            // Escape then F11 at once: the desktop leaving full screen, as asked first, is not
            // the desktop taking the window out of the full screen asked next.
            if pending == isFullscreened { pendingFullscreen = nil }
            return
        }
        if wasFullscreened, !isFullscreened, isFullScreenShown { viewModel.send(.leaveFullScreen) }
    }

    /// The screens the window holds: Home made at once, the others when first shown (``LazyPage``).
    public struct Pages {
        let home: HomeView
        let laps: LazyPage<LapsView>
        public let history: LazyPage<HistoryView>
        public let totals: LazyPage<TotalsView>
        let session: LazyPage<SessionView>

        /// The screens over `screens`: Home now, the others when first shown.
        @MainActor
        public init(
            screens: ScreenStates, labels: WindowLabels, sharing: FrameSharing,
            events: @escaping @MainActor (PlatformEvent) -> Void
        ) {
            home = HomeView(states: screens.home, pace: screens.framePace, sharing: sharing)
            laps = LazyPage {
                LapsView(
                    states: screens.laps, pace: screens.framePace, sharing: sharing, listLabel: labels.lapList,
                    chartLabel: labels.lapChart, events: events)
            }
            history = LazyPage { HistoryView(states: screens.history, listLabel: labels.sessionList) }
            totals = LazyPage { TotalsView(states: screens.totals, tableLabel: labels.totalsTable) }
            session = LazyPage {
                SessionView(states: screens.session, listLabel: labels.lapList, chartLabel: labels.lapChart, events: events)
            }
        }
    }

    /// The window's first size: tall enough for the time, the buttons and a few laps, and no
    /// bigger than `screen` leaves room for (a 1024 × 768 screen at scale 2 is 512 × 384),
    /// with space for a panel; the content scrolls or steps down to fit.
    static func defaultSize(fitting screen: (width: Int, height: Int)?) -> (width: Int, height: Int) {
        let preferred = (width: 460, height: 620)
        guard let screen else { return preferred }
        return (width: max(1, min(preferred.width, screen.width - 32)), height: max(1, min(preferred.height, screen.height - 48)))
    }

    /// Shows the window and brings it to the front, with nothing focused: Space and Return
    /// then go to the stopwatch (toggle, lap) until the user moves the focus.
    public func present() {
        window.present()
        window.setFocus(nil)
    }

    /// The Wayland activation token (or X11 startup id) another program gave for bringing the
    /// window to the front: the next ``present()`` uses it, so the compositor raises and
    /// focuses the window instead of saying it is ready.
    public func useActivationToken(_ token: String) {
        window.setStartupID(token)
    }

    /// Takes the window off the screen; the app runs on, and ``present()`` brings it back.
    public func hide() {
        widget.isVisible = false
    }

    /// Calls `handler` when the window is shown on screen or taken off it, while the
    /// returned connections are kept.
    public func onMappedChange(_ handler: @escaping @MainActor (Bool) -> Void) -> [SignalConnection] {
        widget.onMappedChange(handler)
    }

    func present(_ dialog: Dialog) -> Widget {
        switch dialog {
        case .about(let about): AboutDialog.present(about, over: widget)
        case .shortcuts(let shortcuts): ShortcutsWindow.present(shortcuts, over: widget)
        }
    }

    private func render(_ state: AppViewState) {
        if state.window.title != title {
            title = state.window.title
            window.setTitle(state.window.title)
        }
        if state.window.description != windowDescription {
            windowDescription = state.window.description
            widget.setAccessibleDescription(state.window.description)
        }
        screenTitle.setText(state.screen.title)
        navigator.setPageLabel(state.screen.label, for: state.route.screenName)
        backButton.widget.isVisible = state.allows(.back)
        stopwatches.listButton.widget.isVisible = state.allows(.showStopwatches)
        saveProblem.render(state.banner.saveProblem)
        alertBanner.render(state.alert)
        // Answered: the keyboard leaves the banner's buttons for the stopwatch, as at the start.
        if state.away == nil, awayBanner.holds(window.focus) { window.setFocus(nil) }
        awayBanner.render(state.away)
        notice.render(state.notice)
        let send: @MainActor (AppCommand) -> Void = { [weak viewModel] command in viewModel?.send(command) }
        render(state.mending.timeAdjustment, in: &timeAdjustment) { TimeAdjustmentDialog($0, over: widget, send: send) }
        let wasMending = sessionMend != nil
        render(state.sessionMend, in: &sessionMend) { SessionMendDialog($0, over: widget, send: send) }
        // Closed: the keyboard back where it was sent from, not on a pane a screen reader cannot name.
        if wasMending, sessionMend == nil, state.route.screen == .session { focusAfterMending.schedule() }
        render(state.preferences, in: &preferences) { PreferencesWindow($0, over: widget, send: send) }
        render(state.alerts, in: &alertsWindow) { AlertsWindow($0, over: widget, send: send) }
        render(state.goalDialog, in: &goalDialog) { GoalDialog($0, over: widget, send: send) }
        renderMode(state.mode)
        // A note is edited on Laps: an editor open makes the screen if it is not yet.
        if let laps = state.mending.noteEditor == nil ? laps.ifMade : laps.page {
            laps.lapList.renderNoteEditor(state.mending.noteEditor)
        }
    }

    /// Opens, updates or closes a window over this one as the view state says (`state`,
    /// `nil` when closed): `make` opens it; the focus comes back here when it closes.
    private func render<Over: ModalWindow>(_ state: Over.State?, in shown: inout Over?, make: (Over.State) -> Over) {
        switch (state, shown) {
        case (let state?, let over?): over.render(state)
        case (let state?, nil):
            let over = make(state)
            shown = over
            over.present()
        case (nil, let over?):
            shown = nil
            over.close()
            window.present()
            freedMemory.giveBack()
        case (nil, nil): break
        }
    }

    /// Shows the window full screen, compact or regular, as the view state says: full screen
    /// over the rest, and back to what it was.
    private func renderMode(_ mode: WindowModeViewState) {
        let (isCompact, isFullScreen) = (mode.isCompact, mode.isFullScreen)
        guard isCompact != isCompactShown || isFullScreen != isFullScreenShown else { return }
        if isFullScreen != isFullScreenShown {
            isFullScreenShown = isFullScreen
            pendingFullscreen = isFullScreen
            window.setFullscreen(isFullScreen)
            isFullScreen ? fullScreen.didEnter() : fullScreen.didLeave()
        }
        titlebar.isVisible = !isCompact && !isFullScreen
        regular.isVisible = !isCompact && !isFullScreen
        compact.widget.isVisible = isCompact && !isFullScreen
        fullScreen.widget.isVisible = isFullScreen
        renderCompact(isCompact)
    }

    /// Makes the window compact, just the time and the two buttons at about 220 × 90, or
    /// regular again at the size it had.
    private func renderCompact(_ isCompact: Bool) {
        guard isCompact != isCompactShown else { return }
        isCompactShown = isCompact
        if isCompact {
            regularSize = window.defaultSize
            window.setDefaultSize(width: Self.compactSize.width, height: Self.compactSize.height)
        } else {
            // Started compact, the window never had a regular size: the first one.
            let first = Self.defaultSize(fitting: Monitors.smallestSize())
            let size = regularSize ?? (Int32(first.width), Int32(first.height))
            window.setDefaultSize(width: size.width, height: size.height)
        }
    }

    /// The compact window's size: the content may ask for a little more (larger text).
    static let compactSize: (width: Int32, height: Int32) = (220, 90)

    /// The stopwatch's keys (Space, Enter, L, Delete) send its commands only on the screens
    /// that show it (``AppViewModel/command(for:)``); its actions themselves apply anywhere,
    /// for global keys and the notification. Space and Enter press whatever has the keyboard
    /// focus first, as everywhere in GTK: only a key nothing took sends its command.
    private static func sendStopwatchKeysNobodyTook(_ window: Widget, viewModel: AppViewModel) {
        KeyCapture.install(on: window, phase: GTK_PHASE_BUBBLE) { [window, weak viewModel] name, modifiers in
            guard GtkKeys.isPlain(name, modifiers), let key = GtkKeys.key(forKeyName: name, modifiers: modifiers),
                KeyBindings.commands(for: key).contains(where: \.isSentByPlainKey),
                let command = viewModel?.command(for: key)
            else { return false }
            command.activate(from: window)
            return true
        }
    }

    /// The main menu's button; the menu is made when it first opens (``MenuButton``), and
    /// `menuMade` is told its popover then.
    private static func menuButton(_ menu: AppMenu, label: String, menuMade: @escaping @MainActor (Widget) -> Void) -> MenuButton {
        let makeMenu: @MainActor () -> Menu = {
            let model = Menu()
            for section in menu.sections {
                let part = Menu()
                for item in section {
                    part.append(item.title, action: item.command.actionName, hiddenWhenDisabled: item.hiddenWhenUnavailable)
                }
                model.appendSection(part)
            }
            return model
        }
        // F10 opens it, as in every GNOME app.
        let button = MenuButton(iconName: "open-menu-symbolic", primary: true, makeMenu: makeMenu, menuMade: menuMade)
        // A click leaves the focus where it was, as on the stopwatch's buttons: after the
        // menu closes, Space still toggles (ARCHITECTURE.md, "Focus").
        button.widget.setFocusOnClick(false)
        button.widget.setTooltip(label)
        button.widget.setAccessibleLabel(label)
        return button
    }
}
