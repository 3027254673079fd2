import StopwatchCore

/// The screens the user went through, behind the ``Navigator`` port: which one is shown, where
/// Back goes, the windows shown over them (About, Keyboard Shortcuts), and which screen
/// ViewModel the stopwatch and its running time reach (only the shown one: the hidden ones
/// are brought up to date when shown). The screens show times in the style the user chose.
///
/// A part of ``AppViewModel``, which sends it the ``ScreenCommand``s and publishes what
/// applies on a new screen when ``willShow`` tells it, before the navigator shows it (the
/// navigator can only focus what is enabled).
@MainActor
final class ScreenStack: ScreenNavigation {
    /// The screens, Home first; the last one is shown.
    public private(set) var routes: [Route] = [.home]
    /// Told when the shown screen changes, before the navigator is.
    let willShow = ObserverList<Void>()
    /// Told when the screen shown or its names may have changed: after ``willShow``, and when
    /// another stopwatch became current, or one was added, removed or renamed.
    let changes = ObserverList<Void>()
    /// The title of the past session shown, which names its screen (the session's ViewModel,
    /// made after this stack, says it); empty until set.
    var sessionTitle: () -> String = { "" }
    private let navigator: Navigator
    private let store: StopwatchStore
    private let timer: TimerService
    private let settings: SettingsReading
    private let home: HomeViewModel
    private let laps: LapsViewModel
    private let history: HistoryViewModel
    private let totals: TotalsViewModel
    private let titles: TitleMapper
    private let dialogs: DialogMapper
    private let subscriptions = Subscriptions()

    init(
        navigator: Navigator, store: StopwatchStore, timer: TimerService, settings: SettingsReading, home: HomeViewModel,
        laps: LapsViewModel, history: HistoryViewModel, totals: TotalsViewModel, localizer: Localizer
    ) {
        self.totals = totals
        self.navigator = navigator
        self.store = store
        self.timer = timer
        self.settings = settings
        self.home = home
        self.laps = laps
        self.history = history
        titles = TitleMapper(localizer: localizer)
        dialogs = DialogMapper(localizer: localizer)
        subscriptions.keep(store.addObserver { [weak self] state in self?.stopwatchDidChange(state) }, removedBy: store.removeObserver)
        subscriptions.keep(
            store.addCollectionObserver { [weak self] _, change in
                if change == .list { self?.changes.notify(()) }
            }, removedBy: store.removeCollectionObserver)
        subscriptions.keep(settings.observe(\.timeStyle) { [weak self] style in self?.restyle(style) }, removedBy: settings.removeObserver)
    }

    /// The screen shown.
    public var route: Route { routes[routes.count - 1] }

    /// The shown screen and its names; `sessionTitle` is a past session's.
    func shown(sessionTitle: String) -> ShownScreen {
        let collection = store.collection
        let name = collection.count > 1 ? collection.current.name : nil
        return ShownScreen(
            route: route, title: titles.screenTitle(route, sessionTitle: sessionTitle, stopwatchName: name),
            label: titles.screenLabel(route, sessionTitle: sessionTitle, stopwatchName: name))
    }

    /// Does what a screen command asks; the app ViewModel checked that it applies.
    func send(_ command: ScreenCommand) {
        switch command {
        case .showLaps: push(.laps)
        case .showHistory: showHistory()
        case .showTotals: push(.totals)
        case .back: pop()
        case .showShortcuts: navigator.present(.shortcuts(dialogs.shortcuts))
        case .showAbout: navigator.present(.about(dialogs.about))
        }
    }

    /// Shows `next` over the screen shown.
    public func push(_ next: Route) {
        navigator.willLeave(route)
        routes.append(next)
        show(next, direction: .forward)
    }

    /// Back to the screen before the one shown; nothing on Home.
    public func pop() {
        guard routes.count > 1 else { return }
        routes.removeLast()
        show(route, direction: .back)
    }

    /// Back to Home, whatever was shown over it.
    public func popToHome() {
        guard routes.count > 1 else { return }
        routes = [.home]
        show(.home, direction: .back)
    }

    /// History, or back to it from one of its sessions.
    private func showHistory() {
        if case .session = route { pop() } else { push(.history) }
    }

    /// The stopwatch changed: Laps is no screen to show, or to come back to, without its laps
    /// (a reset by a global key can come while History is shown over it); the screen shown is
    /// brought up to date.
    private func stopwatchDidChange(_ state: StopwatchState) {
        if state.laps.count < Route.minimumLapsForLapsScreen, routes.contains(.laps) {
            if route == .laps { popToHome() } else { routes.removeAll { $0 == .laps } }
        }
        showStopwatch(on: route, state)
    }

    /// The running time moved on: the screen shown shows it, if it shows the stopwatch.
    func refresh(_ refresh: RunningTimeRefresh) {
        switch route {
        case .home: home.tick(refresh.state, elapsed: refresh.elapsed, isNewSecond: refresh.isNewSecond)
        case .laps: laps.tick(refresh.state, elapsed: refresh.elapsed, isNewSecond: refresh.isNewSecond)
        case .history, .totals, .session, .stopwatches: break
        }
    }

    /// The user chose another precision or big number: every screen shows it at once.
    private func restyle(_ style: TimeStyle) {
        let state = store.state
        let elapsed = state.elapsed(at: timer.now)
        home.restyle(style, state: state, elapsed: elapsed)
        laps.restyle(style, state: state, elapsed: elapsed)
        history.precisionChanged(style.precision)
    }

    private func show(_ shown: Route, direction: NavigationDirection) {
        showStopwatch(on: shown, store.state)
        history.isShown = shown == .history
        if shown == .history { history.reload() }
        totals.screenShown(shown == .totals)
        willShow.notify(())
        changes.notify(())
        navigator.show(shown, direction: direction)
    }

    /// Brings the screen ViewModel of `shown` up to date with `state`, the current
    /// stopwatch's; the hidden ones wait until shown.
    private func showStopwatch(on shown: Route, _ state: StopwatchState) {
        switch shown {
        case .home: home.update(state, elapsed: state.elapsed(at: timer.now))
        case .laps: laps.update(state, elapsed: state.elapsed(at: timer.now))
        case .history, .totals, .session, .stopwatches: break
        }
    }
}

extension ScreenStack: AvailabilityTelling {
    var availabilityChanges: ObserverList<Void> { willShow }

    func tell(_ inputs: inout CommandAvailabilityMapper.Inputs) {
        inputs.route = route
    }
}

extension ScreenStack: SlicePublishing {
    func publish(into state: inout AppViewState) {
        state.screen = shown(sessionTitle: sessionTitle())
    }
}
