import GtkInterop
import StopwatchCore
import StopwatchGLib
import StopwatchGtk
import StopwatchHost
import StopwatchPresentation

/// The GTK app's composition root: the host (core and data adapters) with the GTK frontend
/// plugged into it. Built once GTK is initialised (the app's `startup`).
@MainActor
final class DependencyContainer {
    let host: HostContainer
    let navigator = GtkStackNavigator()
    let platform: GtkPlatformServices
    let appViewModel: AppViewModel
    let window: MainWindow
    let actions: AppActionBinding
    private var connections: [SignalConnection] = []
    private var hasBeenShown = false
    private var alertBannerToken: ObserverToken?
    private var awayBannerToken: ObserverToken?
    /// The look libadwaita shows (it follows the desktop's); logged as it changes.
    private let style = StyleManager()

    /// `signals`: the app's D-Bus interface, which tells scripts of each alert reached and
    /// each away that ended.
    init(application: Application, role: HostContainer.Role, signals: AlertBroadcasting & AwayBroadcasting) {
        host = HostContainer(role: role)
        platform = GtkPlatformServices(application: application, logger: host.logger)
        let announcer = Announcer()
        let panelItem = StatusNotifierPanelItem(application: application, logger: host.logger)
        let screenInhibitor = GtkScreenInhibitor(application: application, logger: host.logger)
        appViewModel = host.makeAppViewModel(
            navigator: navigator, platform: platform,
            ports: AppPorts(
                powerMonitor: GioPowerProfileMonitor(),
                notifications: GioNotificationService(application: application, logger: host.logger),
                announcer: announcer, panelItems: panelItem, screenInhibitor: screenInhibitor,
                screenLock: GtkScreenLockMonitor(application: application, logger: host.logger),
                alertSound: GSoundAlertPlayer(description: host.localizer.translate("Stopwatch alert"), logger: host.logger),
                alertSignals: signals,
                idleMonitor: DesktopIdleMonitor(connection: DBusConnection.of(application), logger: host.logger),
                awaySignals: signals
            ))
        panelItem.viewModel = appViewModel
        let labels = appViewModel.labels
        let sharing = FrameSharing()
        let events: @MainActor (PlatformEvent) -> Void = { [weak appViewModel] in appViewModel?.send($0) }
        let logger = host.logger
        let pages = MainWindow.Pages(screens: appViewModel.screenStates, labels: labels, sharing: sharing, events: events)
        // What the Totals screen drew (the tests on Wayland read it here; `make bench` times it).
        pages.totals.whenMade { totals in
            totals.didRender = { overview in
                let headlines = overview.headlines.map { $0.title + " " + $0.figure }.joined(separator: ", ")
                logger.debug("totals shown: \(headlines); \(overview.chartLabel); \(overview.legend.map(\.name).joined(separator: ", "))")
            }
        }
        // What the History screen listed first (`make bench` times a mend to it).
        pages.history.whenMade { history in
            history.didRender = { rows in
                let first = rows.isEmpty ? "" : [rows[0].stopwatch ?? "", rows[0].total].joined(separator: ", ")
                logger.debug("history shown: \(rows.count) rows; first: \(first)")
            }
        }
        window = MainWindow(
            application: application, viewModel: appViewModel, navigator: navigator, pages: pages, sharing: sharing,
            announcer: announcer)
        platform.window = window
        screenInhibitor.window = window
        panelItem.activationTokens.add { [weak window] token in window?.useActivationToken(token) }
        actions = AppActionBinding(application: application, viewModel: appViewModel)
        connections = window.onMappedChange { [weak self] mapped in self?.windowVisibilityChanged(mapped) }
        navigator.addObserver { route in logger.debug("screen: \(route.screenName)") }
        navigator.focusDidReturn = { logger.debug("focus returned") }
        // The desktop's look as the window shows it (the tests read it here).
        let style = style
        let logLook: @MainActor () -> Void = {
            logger.debug("desktop look: \(style.isDark ? "dark" : "light")\(style.isHighContrast ? ", high contrast" : "")")
        }
        logLook()
        style.onChange(logLook)
        alertBannerToken = window.alertBannerChanges.add { message in logger.debug("alert banner: \(message ?? "none")") }
        awayBannerToken = window.awayBannerChanges.add { message in logger.debug("away banner: \(message ?? "none")") }
        // The tests read the pace from here (how many frames that makes is `make bench`'s).
        logger.debug("frame pace: \(appViewModel.screenStates.framePace.viewState)")
        appViewModel.screenStates.framePace.addListener { pace in logger.debug("frame pace: \(pace)") }
    }

    /// Started by D-Bus to run a command (a global key, a notification's button), the window
    /// not shown.
    func startInBackground() {
        appViewModel.send(.startedInBackground)
        host.logger.debug("started in the background")
    }

    private func windowVisibilityChanged(_ mapped: Bool) {
        appViewModel.send(.windowShown(mapped))
        // `make bench` times the launch to this line.
        if mapped, !hasBeenShown {
            hasBeenShown = true
            host.logger.debug("window shown")
        }
    }
}
