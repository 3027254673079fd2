import StopwatchCore
import StopwatchGLib
import StopwatchGtk
import StopwatchHistorySQLite
import StopwatchPresentation
import StopwatchStateFile

/// The composition root: the one place that builds concrete adapters and plugs them into
/// the core's and the presentation's ports. Built once GTK is initialised (the app's
/// `startup`).
@MainActor
final class DependencyContainer {
    // Adapters for the core's ports.
    let logger = GLibLogger(domain: "Stopwatch")
    let ticker = GLibTicker()
    let scheduler = GLibScheduler()
    let localizer: Localizer
    let stateFile: JSONStateFileAdapter
    let history: SQLiteSessionHistory

    // Core.
    let store = StopwatchStore()
    let timer: TimerService
    let repository: StopwatchRepository
    let useCases: StopwatchUseCases
    let transitionLogger: TransitionLogger

    // Presentation and its GTK frontend.
    let navigator = GtkStackNavigator()
    let platform: GtkPlatformServices
    let appViewModel: AppViewModel
    let window: MainWindow
    let actions: AppActionBinding
    private var connections: [SignalConnection] = []

    init(application: Application) {
        localizer = GLibLocalizer()
        let stateMailbox = GLibMailbox<PersistenceHealth>()
        stateFile = JSONStateFileAdapter(location: .fromEnvironment(), logger: logger, mailbox: stateMailbox)
        let stateFile = stateFile
        stateMailbox.receive { health in stateFile.receive(health) }
        let historyMailbox = GLibMailbox<SQLiteSessionHistory.Reply>()
        history = SQLiteSessionHistory(path: UserDirectories.historyDatabase, logger: logger, mailbox: historyMailbox)
        let history = history
        historyMailbox.receive { reply in history.receive(reply) }

        let wallClock = SystemWallClock()
        timer = TimerService(clock: BootTimeClock(), ticker: ticker, store: store)
        repository = StopwatchRepository(dataSource: stateFile, wallClock: wallClock, logger: logger)
        let context = StopwatchContext(store: store, timer: timer, repository: repository, wallClock: wallClock)
        useCases = StopwatchUseCases(context: context, history: SessionHistoryRepository(dataSource: history, logger: logger))
        transitionLogger = TransitionLogger(store: store, timer: timer, logger: logger)

        platform = GtkPlatformServices(application: application, logger: logger)
        let factory = ViewModelFactory(store: store, timer: timer, useCases: useCases, repository: repository,
                                       navigator: navigator, platform: platform, scheduler: scheduler, localizer: localizer)
        appViewModel = factory.makeAppViewModel()
        let labels = appViewModel.labels
        window = MainWindow(application: application, viewModel: appViewModel, navigator: navigator, pages: MainWindow.Pages(
            home: HomeView(viewModel: appViewModel.home),
            laps: LapsView(viewModel: appViewModel.laps, listLabel: labels.lapList),
            history: HistoryView(viewModel: appViewModel.history, listLabel: labels.sessionList),
            session: SessionView(viewModel: appViewModel.session, listLabel: labels.lapList)
        ))
        platform.window = window
        actions = AppActionBinding(application: application, viewModel: appViewModel)
        let ticker = ticker
        connections = window.onMappedChange { [weak ticker] mapped in ticker?.setVisible(mapped) }
        let logger = logger
        navigator.addObserver { route in logger.debug("screen: \(route.screenName)") }
    }
}
