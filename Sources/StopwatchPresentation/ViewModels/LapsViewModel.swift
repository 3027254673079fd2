import StopwatchCore

/// The Laps screen's ViewModel: the time, the current lap and every completed lap, with one
/// primary command (Lap while running, Resume while paused).
///
/// It also keeps the rule that the Laps screen needs three or more laps: when the laps drop
/// below that (a reset) while it is shown, it sends the navigator back Home. On a tick it does
/// constant work: the lap list is wrapped, never remapped.
public final class LapsViewModel {
    /// What the user can do on the Laps screen.
    public enum Action: Equatable, Sendable {
        case lap, resume, toggle
        /// The header bar's back button, Escape or Alt+Left.
        case back
    }

    public private(set) var viewState: LapsViewState
    private let store: StopwatchStore
    private let useCases: StopwatchUseCases
    private let navigator: Navigator
    private let mapper: LapsViewStateMapper
    private let exportMapper = LapsExportMapper()
    private let listeners = ObserverList<LapsViewState>()
    private var storeToken: ObserverToken?

    public init(
        store: StopwatchStore,
        useCases: StopwatchUseCases,
        navigator: Navigator,
        mapper: LapsViewStateMapper = LapsViewStateMapper()
    ) {
        self.store = store
        self.useCases = useCases
        self.navigator = navigator
        self.mapper = mapper
        viewState = mapper.map(store.state, previous: nil)
        storeToken = store.addObserver { [weak self] state in self?.storeDidChange(state) }
    }

    deinit {
        if let storeToken { store.removeObserver(storeToken) }
    }

    /// Adds a listener, called with every new view state (not with the current one).
    @discardableResult
    public func addListener(_ listener: @escaping (LapsViewState) -> Void) -> ObserverToken {
        listeners.add(listener)
    }

    public func removeListener(_ token: ObserverToken) {
        listeners.remove(token)
    }

    public func handle(_ action: Action) {
        switch action {
        case .lap: useCases.lap.execute()
        case .resume: useCases.resume.execute()
        case .toggle: useCases.toggle.execute()
        case .back: navigator.back()
        }
    }

    /// The completed laps as a plain-text table, oldest first (copy-laps).
    public func lapsAsPlainText() -> String {
        exportMapper.plainText(of: store.state.laps)
    }

    /// The completed laps as CSV, oldest first (export-laps).
    public func lapsAsCSV() -> String {
        exportMapper.csv(of: store.state.laps)
    }

    private func storeDidChange(_ state: StopwatchState) {
        let next = mapper.map(state, previous: viewState)
        if next != viewState {
            viewState = next
            listeners.notify(next)
        }
        if navigator.currentRoute == .laps, state.laps.count < Route.minimumLapsForLapsScreen {
            navigator.back()
        }
    }
}
