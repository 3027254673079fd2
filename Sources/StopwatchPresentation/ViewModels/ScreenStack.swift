import StopwatchCore

/// The screens the user went through, behind the ``Navigator`` port: which one is shown, where
/// Back goes, and which screen ViewModel the stopwatch and its ticks reach (only the shown
/// one: the hidden ones are brought up to date when shown).
///
/// A part of ``AppViewModel``, which tells it what the user asked for and publishes what
/// applies on a new screen when ``willShow`` tells it, before the navigator shows it (the
/// navigator can only focus what is enabled).
@MainActor
public final class ScreenStack: ScreenNavigation {
    /// The screens, Home first; the last one is shown.
    public private(set) var routes: [Route] = [.home]
    /// Told when the shown screen changes, before the navigator is.
    let willShow = ObserverList<Void>()
    private let navigator: Navigator
    private let store: StopwatchStore
    private let timer: TimerService
    private let home: HomeViewModel
    private let laps: LapsViewModel
    private let history: HistoryViewModel
    private let titles: TitleMapper

    init(
        navigator: Navigator, store: StopwatchStore, timer: TimerService, home: HomeViewModel, laps: LapsViewModel,
        history: HistoryViewModel, titles: TitleMapper
    ) {
        self.titles = titles
        self.navigator = navigator
        self.store = store
        self.timer = timer
        self.home = home
        self.laps = laps
        self.history = history
    }

    /// The screen shown.
    public var route: Route { routes[routes.count - 1] }

    /// The shown screen's title, and its name for assistive technology; `sessionTitle` is a
    /// past session's.
    func names(sessionTitle: String) -> (title: String, label: String) {
        let collection = store.collection
        let name = collection.count > 1 ? collection.current.name : nil
        return (
            titles.screenTitle(route, sessionTitle: sessionTitle, stopwatchName: name),
            titles.screenLabel(route, sessionTitle: sessionTitle, stopwatchName: name)
        )
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

    /// History, or back to it from one of its sessions.
    func showHistory() {
        if case .session = route { pop() } else { push(.history) }
    }

    /// The stopwatch changed: Laps is no screen to show, or to come back to, without its laps
    /// (a reset by a global key can come while History is shown over it); the screen shown is
    /// brought up to date.
    func stopwatchDidChange(_ state: StopwatchState) {
        if state.laps.count < Route.minimumLapsForLapsScreen, routes.contains(.laps) {
            if route == .laps { popToHome() } else { routes.removeAll { $0 == .laps } }
        }
        showStopwatch(on: route)
    }

    /// A tick: the running time of the screen shown, if it shows the stopwatch.
    func tick(_ state: StopwatchState, elapsed: Duration, isNewSecond: Bool) {
        switch route {
        case .home: home.tick(state, elapsed: elapsed, isNewSecond: isNewSecond)
        case .laps: laps.tick(state, elapsed: elapsed, isNewSecond: isNewSecond)
        case .history, .session, .stopwatches: break
        }
    }

    /// History, if shown: its list read again (a session came back).
    func reloadHistoryIfShown() {
        if route == .history { history.reload() }
    }

    /// Back to Home, whatever was shown over it.
    func popToHome() {
        guard routes.count > 1 else { return }
        routes = [.home]
        show(.home, direction: .back)
    }

    private func show(_ shown: Route, direction: NavigationDirection) {
        showStopwatch(on: shown)
        if shown == .history { history.reload() }
        willShow.notify(())
        navigator.show(shown, direction: direction)
    }

    /// Brings the screen ViewModel of `shown` up to date; the hidden ones wait until shown.
    private func showStopwatch(on shown: Route) {
        switch shown {
        case .home: home.update(store.state, elapsed: timer.elapsed)
        case .laps: laps.update(store.state, elapsed: timer.elapsed)
        case .history, .session, .stopwatches: break
        }
    }
}
