import StopwatchCore
import StopwatchGtk
import StopwatchPresentation
import StopwatchStateFile

/// The composition root: the one place that builds concrete adapters and plugs them into
/// the core's ports. Built once GTK is initialised (the app's `startup`).
@MainActor
final class DependencyContainer {
    // Adapters for the core's ports.
    let logger = GLibLogger(domain: StopwatchIdentity.logDomain)
    let ticker = GLibTicker()
    let dataSource: StopwatchStateDataSource

    // Core.
    let store = StopwatchStore()
    let useCases: StopwatchUseCases
    let transitionLogger: TransitionLogger

    // Presentation and its GTK frontend.
    let navigator = GtkStackNavigator()
    let homeViewModel: HomeViewModel
    let lapsViewModel: LapsViewModel
    let window: MainWindow
    let actions: AppActionController

    init(application: Application) {
        dataSource = JSONStateFileAdapter(location: .fromEnvironment(), logger: logger)
        let wallClock = SystemWallClock()
        let timer = TimerService(clock: BootTimeClock(), ticker: ticker)
        let repository = StopwatchRepository(dataSource: dataSource, wallClock: wallClock, logger: logger)
        useCases = StopwatchUseCases(store: store, timer: timer, repository: repository, wallClock: wallClock)
        transitionLogger = TransitionLogger(store: store, logger: logger)

        let factory = ViewModelFactory(store: store, useCases: useCases, navigator: navigator)
        homeViewModel = factory.makeHomeViewModel()
        lapsViewModel = factory.makeLapsViewModel()
        window = MainWindow(
            application: application,
            home: HomeView(viewModel: homeViewModel),
            laps: LapsView(viewModel: lapsViewModel),
            navigator: navigator,
            logger: logger
        )
        let window = window
        actions = AppActionController(
            application: application, home: homeViewModel, laps: lapsViewModel, navigator: navigator,
            window: { window }
        )
        let ticker = ticker
        window.onMappedChange { [weak ticker] mapped in ticker?.setVisible(mapped) }
        window.setTitle(homeViewModel.viewState.windowTitle)
        homeViewModel.addListener { [weak window] state in window?.setTitle(state.windowTitle) }
        let logger = logger
        navigator.addObserver { route in logger.debug("screen: \(route)") }
    }
}
