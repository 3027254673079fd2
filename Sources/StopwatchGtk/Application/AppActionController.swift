import CGtk
import StopwatchCore
import StopwatchPresentation

/// Registers every application action with its keys, routes each to the ViewModel that
/// handles it, and keeps each enabled exactly when it applies.
@MainActor
public final class AppActionController {
    private let actions: ApplicationActions
    private let home: HomeViewModel
    private let laps: LapsViewModel
    private let navigator: GtkStackNavigator
    private let availability = CommandAvailabilityMapper()
    private var homeToken: ObserverToken?
    /// What availability was last computed from; a tick changes none of it.
    private var lastInputs: (status: StopwatchStatus, lapCount: Int, canShowAllLaps: Bool, route: Route)?

    public init(
        application: Application,
        home: HomeViewModel,
        laps: LapsViewModel,
        navigator: GtkStackNavigator,
        window: @escaping @MainActor () -> MainWindow?
    ) {
        actions = ApplicationActions(application: application.pointer)
        self.home = home
        self.laps = laps
        self.navigator = navigator
        for action in AppAction.allCases {
            actions.add(action.name, accelerators: action.accelerators) { [weak self] in
                switch action {
                case .toggle: self?.home.handle(.toggle)
                case .lap: self?.home.handle(.lap)
                case .reset: self?.home.handle(.reset)
                case .showLaps: self?.home.handle(.showAllLaps)
                case .back: self?.laps.handle(.back)
                case .copyLaps:
                    if let text = self?.laps.lapsAsPlainText() { window()?.copyToClipboard(text) }
                case .exportLaps:
                    if let laps = self?.laps { window()?.exportLaps(csv: { laps.lapsAsCSV() }) }
                case .shortcuts: window()?.showShortcuts()
                case .about: window()?.showAbout()
                case .quit: application.quit()
                }
            }
        }
        updateEnabledActions()
        homeToken = home.addListener { [weak self] _ in self?.updateEnabledActions() }
        navigator.addObserver { [weak self] _ in self?.updateEnabledActions() }
    }

    isolated deinit {
        if let homeToken { home.removeListener(homeToken) }
    }

    /// Whether `action` can be activated now.
    public func isEnabled(_ action: AppAction) -> Bool {
        actions.isEnabled(action.name)
    }

    private func updateEnabledActions() {
        let state = home.viewState
        let inputs = (state.status, state.lapCount, state.canShowAllLaps, navigator.currentRoute)
        if let lastInputs, lastInputs == inputs { return }
        lastInputs = inputs
        let enabled = availability.enabledCommands(home: home.viewState, route: navigator.currentRoute)
        for action in AppAction.allCases {
            guard let command = action.command else { continue }
            actions.setEnabled(action.name, enabled.contains(command))
        }
    }
}
