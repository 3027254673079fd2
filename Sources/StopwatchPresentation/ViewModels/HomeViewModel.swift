import StopwatchCore

/// The Home screen's ViewModel: maps the core state to a ``HomeViewState`` and turns the
/// screen's actions into use cases and navigation.
///
/// On a tick it does constant work: the time and the current lap are mapped anew, the two
/// recent lap rows only when the laps changed.
public final class HomeViewModel {
    /// What the user can do on Home.
    public enum Action: Equatable, Sendable {
        case start, pause, resume, toggle, lap, reset
        /// "See all laps": go to the Laps screen (only with three or more laps).
        case showAllLaps
    }

    public private(set) var viewState: HomeViewState
    private let store: StopwatchStore
    private let useCases: StopwatchUseCases
    private let navigator: Navigator
    private let mapper: HomeViewStateMapper
    private let listeners = ObserverList<HomeViewState>()
    private var mappedLaps: LapHistory
    private var storeToken: ObserverToken?

    public init(
        store: StopwatchStore,
        useCases: StopwatchUseCases,
        navigator: Navigator,
        mapper: HomeViewStateMapper = HomeViewStateMapper()
    ) {
        self.store = store
        self.useCases = useCases
        self.navigator = navigator
        self.mapper = mapper
        mappedLaps = store.state.laps
        viewState = mapper.map(store.state, recentLaps: mapper.recentLaps(of: store.state.laps))
        storeToken = store.addObserver { [weak self] state in self?.storeDidChange(state) }
    }

    deinit {
        if let storeToken { store.removeObserver(storeToken) }
    }

    /// Adds a listener, called with every new view state (not with the current one).
    @discardableResult
    public func addListener(_ listener: @escaping (HomeViewState) -> Void) -> ObserverToken {
        listeners.add(listener)
    }

    public func removeListener(_ token: ObserverToken) {
        listeners.remove(token)
    }

    public func handle(_ action: Action) {
        switch action {
        case .start: useCases.start.execute()
        case .pause: useCases.pause.execute()
        case .resume: useCases.resume.execute()
        case .toggle: useCases.toggle.execute()
        case .lap: useCases.lap.execute()
        case .reset: useCases.reset.execute()
        case .showAllLaps:
            if viewState.canShowAllLaps, navigator.currentRoute != .laps {
                navigator.navigate(to: .laps)
            }
        }
    }

    private func storeDidChange(_ state: StopwatchState) {
        var recentLaps = viewState.recentLaps
        if state.laps != mappedLaps {
            recentLaps = mapper.recentLaps(of: state.laps)
            mappedLaps = state.laps
        }
        let next = mapper.map(state, recentLaps: recentLaps)
        guard next != viewState else { return }
        viewState = next
        listeners.notify(next)
    }
}
