import StopwatchCore
import StopwatchPresentation

/// The core harness with the app ViewModel on top, over a fake navigator, platform,
/// notifications, announcer and scheduler, recording every view state the ViewModels publish.
@MainActor
public final class PresentationHarness {
    public let core: CoreHarness
    public let navigator = FakeNavigator()
    public let platform = FakePlatformServices()
    public let scheduler = ManualScheduler()
    public let notifications = FakeNotificationService()
    public let panelItems: FakePanelItemService
    public let settings: InMemorySettings
    public let screenInhibitor: RecordingScreenInhibitor
    public let screenLock = FakeScreenLockMonitor()
    public let announcer: RecordingAnnouncer
    public let sounds = RecordingSoundPlayer()
    public let alertSignals = RecordingAlertSignals()
    public let app: AppViewModel
    public private(set) var appStates: [AppViewState] = []
    public private(set) var homeStates: [HomeViewState] = []
    public private(set) var lapsStates: [LapsViewState] = []

    /// `recordsStates`: whether every view state, every save and every announcement is kept
    /// for the test to read (the bench measures without: 100,000 kept snapshots cost more
    /// than making them).
    public init(
        stored: StopwatchSnapshot? = nil, wallClockNow: Duration = .seconds(1_763_726_400),
        localizer: Localizer = SourceLocalizer(), isReadOnly: Bool = false, recordsStates: Bool = true,
        settings: AppSettings? = nil
    ) {
        core = CoreHarness(stored: stored, wallClockNow: wallClockNow)
        self.settings = InMemorySettings(saved: settings)
        screenInhibitor = RecordingScreenInhibitor()
        panelItems = FakePanelItemService(records: recordsStates)
        announcer = RecordingAnnouncer(records: recordsStates)
        app = AppViewModel(
            store: core.store, timer: core.timer, deadlines: core.deadlines, alertService: isReadOnly ? nil : core.alerts,
            useCases: core.useCases, repository: core.repository,
            navigator: navigator,
            platform: platform, scheduler: scheduler, localizer: localizer,
            ports: AppPorts(
                notifications: notifications, announcer: announcer, panelItems: panelItems, settings: self.settings,
                screenInhibitor: screenInhibitor, screenLock: screenLock, logger: core.logger, alertSound: sounds,
                alertSignals: alertSignals),
            isReadOnly: isReadOnly
        )
        core.dataSource.recordsSaves = recordsStates
        guard recordsStates else { return }
        app.addListener { [unowned self] in appStates.append($0) }
        app.screenStates.home.addListener { [unowned self] in homeStates.append($0) }
        app.screenStates.laps.addListener { [unowned self] in lapsStates.append($0) }
    }

    public var home: ViewStateChannel<HomeViewState> { app.screenStates.home }
    public var laps: ViewStateChannel<LapsViewState> { app.screenStates.laps }
    public var route: Route { app.route }

    /// Sends `commands` in order.
    public func send(_ commands: AppCommand...) {
        commands.forEach(app.send)
    }

    /// Lets `duration` pass and delivers one tick.
    public func advance(by duration: Duration) {
        core.advance(by: duration)
    }

    /// Starts, then completes `count` laps of `seconds` each (1, 2, 3… when not given).
    public func startWithLaps(_ count: Int, seconds: [Int64]? = nil) {
        send(.toggle)
        for lap in 0..<count {
            advance(by: .seconds(seconds?[lap] ?? Int64(lap + 1)))
            send(.lap)
        }
    }
}
