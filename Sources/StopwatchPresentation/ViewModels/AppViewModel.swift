import StopwatchCore

/// The app's one ViewModel above the screens: every ``AppCommand`` comes here, from every
/// frontend, and this decides whether it applies and what it does on the screen shown.
///
/// It owns the screen stack (and drives the ``Navigator`` port), which commands apply, the
/// titles, the undo notice and the "Not saved" banner, and publishes them as an
/// ``AppViewState``. It hands the stopwatch to the screen ViewModels: whole when it changes,
/// the running time alone on a tick, and only to the screen shown.
public final class AppViewModel: ViewStatePublisher {
    public let states: ViewStateChannel<AppViewState>
    public let home: HomeViewModel
    public let laps: LapsViewModel
    public let history: HistoryViewModel
    public let session: SessionViewModel
    /// How often the running time is drawn.
    public let framePacing: FramePacing
    /// The stopwatch while the window is not seen: its notification, and the app's lifetime.
    public let background: BackgroundViewModel
    /// What a screen reader user hears of the stopwatch.
    public let announcements: AnnouncementViewModel
    /// The main menu.
    public let menu: AppMenu
    /// The labels of the window's own controls.
    public let labels: WindowLabels

    private let store: StopwatchStore
    private let timer: TimerService
    private let useCases: StopwatchUseCases
    private let repository: StopwatchRepository
    private let navigator: Navigator
    private let platform: PlatformServices
    private let scheduler: Scheduler
    private let localizer: Localizer
    private let isReadOnly: Bool
    private let availability = CommandAvailabilityMapper()
    /// The commands that applied for the last inputs: a lap changes them only at the first
    /// lap and at the third, so most laps reuse them.
    private var availableCommands: (inputs: CommandAvailabilityMapper.Inputs, commands: Set<AppCommand>)?
    private let titles: TitleMapper
    private let dialogs: DialogMapper
    private let exportMapper: LapsExportMapper
    private var routes: [Route] = [.home]
    private var undoable: Undoable?
    private var noticeTimeout: ScheduledAction?
    /// The whole second the window title shows, so a tick maps the title only when it changes:
    /// two comparisons per tick instead of a 128-bit division.
    private var titleSecond: Range<Duration> = .zero ..< .zero
    /// Whether the title and the description hold still (the window is the active one).
    private let windowActivity: WindowActivity
    /// The description as it was when the window became active.
    private var windowDescription = ""
    private var tokens: (store: ObserverToken?, tick: ObserverToken?, health: ObserverToken?)

    /// What the notice's Undo brings back.
    private enum Undoable {
        case reset(Session)
        case deletion(Session)
    }

    public init(
        store: StopwatchStore,
        timer: TimerService,
        useCases: StopwatchUseCases,
        repository: StopwatchRepository,
        navigator: Navigator,
        platform: PlatformServices,
        scheduler: Scheduler,
        localizer: Localizer,
        powerMonitor: PowerProfileMonitor? = nil,
        notifications: NotificationService? = nil,
        announcer: AnnouncementService? = nil,
        isReadOnly: Bool = false
    ) {
        self.store = store
        self.timer = timer
        self.useCases = useCases
        self.repository = repository
        self.navigator = navigator
        self.platform = platform
        self.scheduler = scheduler
        self.localizer = localizer
        self.isReadOnly = isReadOnly
        titles = TitleMapper(localizer: localizer)
        dialogs = DialogMapper(localizer: localizer)
        exportMapper = LapsExportMapper(localizer: localizer)
        announcements = AnnouncementViewModel(service: announcer, localizer: localizer, state: store.state)
        framePacing = FramePacing(monitor: powerMonitor)
        windowActivity = WindowActivity(scheduler: scheduler)
        background = BackgroundViewModel(notifications: notifications, platform: platform, scheduler: scheduler,
                                         localizer: localizer, state: store.state)
        menu = AppMenu(titles: CommandTitleMapper(localizer: localizer))
        labels = WindowLabels(localizer: localizer)
        let elapsed = timer.elapsed
        home = HomeViewModel(localizer: localizer, state: store.state, elapsed: elapsed)
        laps = LapsViewModel(localizer: localizer, state: store.state, elapsed: elapsed)
        history = HistoryViewModel(localizer: localizer, useCases: useCases.history)
        session = SessionViewModel(localizer: localizer, useCases: useCases.history)
        states = ViewStateChannel(AppViewState(
            route: .home, availableCommands: [], canOpenSessions: false, windowTitle: "", screenTitle: "", notice: nil, saveProblem: nil
        ))
        states.publish(makeViewState(elapsed: elapsed))
        windowActivity.onChange = { [weak self] in self?.publish() }
        tokens.store = store.addObserver { [weak self] state in self?.stopwatchDidChange(state) }
        // Unowned, as it runs a hundred times a second: deinit removes it.
        tokens.tick = timer.addTickObserver { [unowned self] in tick() }
        tokens.health = repository.addHealthObserver { [weak self] _ in self?.publish() }
    }

    deinit {
        if let token = tokens.store { store.removeObserver(token) }
        if let token = tokens.tick { timer.removeTickObserver(token) }
        if let token = tokens.health { repository.removeHealthObserver(token) }
        noticeTimeout?.cancel()
    }

    /// The screen shown.
    public var route: Route { routes[routes.count - 1] }

    /// The command `key` sends now: the first of its commands that applies and that a key
    /// reaches on the screen shown.
    public func command(for key: Key) -> AppCommand? {
        let state = viewState
        return KeyBindings.commands(for: key).first { state.allows($0) && availability.keyReaches($0, on: state.route) }
    }

    /// Does what `key` asks, if anything applies now.
    public func send(_ key: Key) {
        if let command = command(for: key) { send(command) }
    }

    /// Does what `command` asks, if it applies now; otherwise nothing.
    public func send(_ command: AppCommand) {
        guard viewState.allows(command) else { return }
        switch command {
        case .toggle: useCases.toggle.execute()
        case .lap: useCases.lap.execute()
        case .reset:
            if let session = useCases.reset.execute() {
                showNotice(for: .reset(session))
                announcements.didReset()
            }
        case .undo: undo()
        case .dismissNotice: clearNotice()
        case .sayTime: announcements.sayTime(elapsed: timer.elapsed)
        case .showLaps: push(.laps)
        case .showHistory:
            if case .session = route { pop() } else { push(.history) }
        case .openSession(let id):
            push(.session(id))
            session.open(id) { [weak self] in self?.publish() }
        case .back: pop()
        case .copyLaps: platform.copyToClipboard(exportMapper.plainText(of: lapsShown))
        case .exportLaps:
            let laps = lapsShown
            let exportMapper = exportMapper
            platform.saveFile(SaveFileRequest(
                title: localizer.translate("Export Laps"), suggestedName: "stopwatch-laps.csv",
                failureMessage: localizer.translate("Could not export the laps"),
                // TRANSLATORS: the file chooser's buttons; the underscore marks the Alt key.
                acceptLabel: localizer.translate("_Save"), cancelLabel: localizer.translate("_Cancel")
            ) { exportMapper.csv(of: laps) })
        case .deleteSession:
            guard let shown = session.session else { return }
            useCases.history.delete(shown)
            showNotice(for: .deletion(shown))
            pop()
        case .showShortcuts: navigator.present(.shortcuts(dialogs.shortcuts))
        case .showAbout: navigator.present(.about(dialogs.about))
        case .quit: platform.quit()
        }
    }

    // MARK: What changes the app's state

    private func stopwatchDidChange(_ state: StopwatchState) {
        // Once a new session starts, the reset one can only be found in the history.
        if state.status != .initial, case .reset = undoable { clearNotice() }
        // Laps is no screen to show, or to come back to, without its laps (a reset by a
        // global key can come while History is shown over it).
        if state.laps.count < Route.minimumLapsForLapsScreen, routes.contains(.laps) {
            if route == .laps { popToHome() } else { routes.removeAll { $0 == .laps } }
        }
        announcements.stopwatchDidChange(state, elapsed: timer.elapsed)
        showStopwatch(on: route)
        background.stopwatchDidChange(state)
        publish()
    }

    private func tick() {
        let state = store.state
        let elapsed = state.elapsed(at: timer.now)
        // The window title shows the seconds too: both change on the same tick.
        let isNewSecond = !titleSecond.contains(elapsed)
        switch route {
        case .home: home.tick(state, elapsed: elapsed, isNewSecond: isNewSecond)
        case .laps: laps.tick(state, elapsed: elapsed, isNewSecond: isNewSecond)
        case .history, .session: break
        }
        guard isNewSecond else { return }
        // The title and the description hold still while the window is active: nothing of
        // the app's view state changes with the second then.
        if windowActivity.isActive { titleSecond = Self.second(containing: elapsed) } else { publish(elapsed: elapsed) }
    }

    private static func second(containing elapsed: Duration) -> Range<Duration> {
        let second = Duration.seconds(elapsed.components.seconds)
        return second ..< second + .seconds(1)
    }

    private func undo() {
        switch undoable {
        case .reset(let session): useCases.undoReset.execute(session)
        case .deletion(let session):
            useCases.history.restore(session)
            if route == .history { history.reload() }
        case nil: break
        }
        clearNotice()
    }

    private func showNotice(for undoable: Undoable) {
        self.undoable = undoable
        noticeTimeout?.cancel()
        noticeTimeout = scheduler.schedule(after: Notice.duration) { [weak self] in self?.clearNotice() }
        publish()
    }

    private func clearNotice() {
        noticeTimeout?.cancel()
        noticeTimeout = nil
        guard undoable != nil else { return }
        undoable = nil
        publish()
    }

    // MARK: The window

    /// The window became the active one (`true`: the user is in it), or another window did.
    public func windowActivityChanged(_ isActive: Bool) {
        windowActivity.windowActivityChanged(isActive)
    }

    // MARK: Screens

    private var lapsShown: LapHistory {
        route.showsStopwatch ? store.state.laps : session.session?.laps ?? LapHistory()
    }

    private func push(_ next: Route) {
        navigator.willLeave(route)
        routes.append(next)
        show(next, direction: .forward)
    }

    private func pop() {
        guard routes.count > 1 else { return }
        routes.removeLast()
        show(route, direction: .back)
    }

    private func popToHome() {
        guard routes.count > 1 else { return }
        routes = [.home]
        show(.home, direction: .back)
    }

    private func show(_ shown: Route, direction: NavigationDirection) {
        showStopwatch(on: shown)
        if shown == .history { history.reload() }
        // What applies on the new screen first: the navigator can only focus what is enabled.
        publish()
        navigator.show(shown, direction: direction)
    }

    /// Brings the screen ViewModel of `shown` up to date; the hidden ones wait until shown.
    private func showStopwatch(on shown: Route) {
        switch shown {
        case .home: home.update(store.state, elapsed: timer.elapsed)
        case .laps: laps.update(store.state, elapsed: timer.elapsed)
        case .history, .session: break
        }
    }

    // MARK: The app's view state

    private func publish(elapsed: Duration? = nil) {
        states.publish(makeViewState(elapsed: elapsed ?? timer.elapsed))
    }

    private func makeViewState(elapsed: Duration) -> AppViewState {
        let state = store.state
        var sessionLapCount: Int?
        if case .session = route { sessionLapCount = session.session?.laps.count }
        // Availability tells no lap count apart beyond the Laps screen's minimum.
        let inputs = CommandAvailabilityMapper.Inputs(
            route: route, status: state.status, lapCount: min(state.laps.count, Route.minimumLapsForLapsScreen),
            canUndo: undoable != nil, hasNotice: undoable != nil, sessionLapCount: sessionLapCount, isReadOnly: isReadOnly
        )
        let commands: Set<AppCommand>
        if let cached = availableCommands, cached.inputs == inputs {
            commands = cached.commands
        } else {
            commands = availability.available(inputs)
            availableCommands = (inputs, commands)
        }
        titleSecond = Self.second(containing: elapsed)
        let showsTime = !windowActivity.isActive
        if showsTime { windowDescription = announcements.windowDescription(elapsed: elapsed) }
        return AppViewState(
            route: route,
            availableCommands: commands,
            canOpenSessions: availability.canOpenSessions(inputs),
            windowTitle: titles.windowTitle(status: state.status, elapsed: elapsed, showsTime: showsTime),
            windowDescription: windowDescription,
            screenTitle: titles.screenTitle(route, sessionTitle: session.viewState.title),
            screenLabel: titles.screenLabel(route, sessionTitle: session.viewState.title),
            notice: notice,
            saveProblem: repository.health.problem.map {
                localizer.translate("Not saved: {reason}").filling(["reason": $0])
            },
            readOnlyNotice: isReadOnly ? localizer.translate("Watching: another stopwatch owns this one") : nil
        )
    }

    private var notice: Notice? {
        let undo = CommandButton(command: .undo, title: localizer.translate("Undo"))
        switch undoable {
        case .reset: return Notice(message: localizer.translate("Stopwatch reset"), action: undo)
        case .deletion: return Notice(message: localizer.translate("Session deleted"), action: undo)
        case nil: return nil
        }
    }
}
