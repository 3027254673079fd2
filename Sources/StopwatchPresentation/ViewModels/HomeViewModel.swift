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
    private let displayTimeMapper: DisplayTimeMapper
    private let timeMapper: ElapsedTimeMapper
    private let lapRowMapper: LapRowMapper
    private let controlsMapper: ControlsMapper
    private let spokenTimeMapper = SpokenTimeMapper()
    private let listeners = ObserverList<HomeViewState>()
    private var mappedLaps: LapHistory
    private var storeToken: ObserverToken?

    public init(
        store: StopwatchStore,
        useCases: StopwatchUseCases,
        navigator: Navigator,
        displayTimeMapper: DisplayTimeMapper = DisplayTimeMapper(),
        timeMapper: ElapsedTimeMapper = ElapsedTimeMapper(),
        lapRowMapper: LapRowMapper = LapRowMapper(),
        controlsMapper: ControlsMapper = ControlsMapper()
    ) {
        self.store = store
        self.useCases = useCases
        self.navigator = navigator
        self.displayTimeMapper = displayTimeMapper
        self.timeMapper = timeMapper
        self.lapRowMapper = lapRowMapper
        self.controlsMapper = controlsMapper
        mappedLaps = store.state.laps
        viewState = HomeViewState(
            status: .initial, time: displayTimeMapper.map(.zero), spokenTime: "", controls: [], currentLap: nil,
            recentLaps: [], lapCount: 0, canShowAllLaps: false, windowTitle: ""
        )
        viewState = makeViewState(from: store.state, recentLaps: recentRows(of: store.state.laps))
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
            recentLaps = recentRows(of: state.laps)
            mappedLaps = state.laps
        }
        let next = makeViewState(from: state, recentLaps: recentLaps)
        guard next != viewState else { return }
        viewState = next
        listeners.notify(next)
    }

    private func recentRows(of laps: LapHistory) -> [LapRow] {
        let newest = laps.count - 1
        return stride(from: newest, to: max(-1, newest - 2), by: -1).map { lapRowMapper.row(at: $0, of: laps) }
    }

    private func makeViewState(from state: StopwatchState, recentLaps: [LapRow]) -> HomeViewState {
        HomeViewState(
            status: state.status,
            time: displayTimeMapper.map(state.elapsed),
            spokenTime: spokenTimeMapper.words(for: state.elapsed),
            controls: controlsMapper.homeControls(for: state.status),
            currentLap: state.status == .initial ? nil : lapRowMapper.currentLapRow(of: state),
            recentLaps: recentLaps,
            lapCount: state.laps.count,
            canShowAllLaps: state.laps.count >= Route.minimumLapsForLapsScreen,
            windowTitle: state.status == .initial
                ? "Stopwatch"
                : timeMapper.wholeSecondsText(for: state.elapsed) + " \u{2014} Stopwatch"
        )
    }
}
