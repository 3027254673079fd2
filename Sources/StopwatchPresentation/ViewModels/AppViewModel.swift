import StopwatchCore

/// The app's one door: every ``AppCommand`` comes here, from every frontend, and goes to the
/// part that owns it. What each concern decides lives in that part, tested alone: the screens
/// (``ScreenStack``), the undo notice (``UndoNotice``), the window (``WindowPresence``), what
/// applies (``AvailableCommands``), what is heard (``AnnouncementViewModel``), the stopwatch
/// out of sight (``BackgroundViewModel``), the panel item (``PanelItemViewModel``), the list of
/// stopwatches (``StopwatchListViewModel``), and the screen ViewModels. This publishes what the
/// app shows around its screens as an ``AppViewState``.
public final class AppViewModel: ViewStatePublisher {
    public let states: ViewStateChannel<AppViewState>
    public let home: HomeViewModel, laps: LapsViewModel, history: HistoryViewModel, session: SessionViewModel
    /// The stopwatches, listed once there are two or more.
    public let stopwatches: StopwatchListViewModel
    public let screens: ScreenStack, undoNotice: UndoNotice, presence: WindowPresence
    /// How often the running time is drawn.
    public let framePacing: FramePacing
    /// The stopwatch while the window is not seen: its notification, and the app's lifetime.
    public let background: BackgroundViewModel
    /// What a screen reader user hears of the stopwatch.
    public let announcements: AnnouncementViewModel
    /// The stopwatch in the desktop's panel, and "Show in Panel".
    public let panel: PanelItemViewModel
    /// The main menu, and the labels of the window's own controls.
    public let menu: AppMenu, labels: WindowLabels

    private let store: StopwatchStore, timer: TimerService
    private let useCases: StopwatchUseCases, repository: StopwatchRepository
    private let navigator: Navigator, platform: PlatformServices
    private let isReadOnly: Bool, available = AvailableCommands()
    private let dialogs: DialogMapper, sharing: LapsSharing, banners: BannerMapper
    private let remote: RemoteControl, logger: Logger?
    private var tokens: (store: ObserverToken?, tick: ObserverToken?, health: ObserverToken?)

    public init(
        store: StopwatchStore, timer: TimerService, useCases: StopwatchUseCases, repository: StopwatchRepository,
        navigator: Navigator, platform: PlatformServices, scheduler: Scheduler, localizer: Localizer,
        ports: AppPorts = AppPorts(), isReadOnly: Bool = false
    ) {
        (self.store, self.timer, self.useCases, self.repository) = (store, timer, useCases, repository)
        (self.navigator, self.platform, self.isReadOnly) = (navigator, platform, isReadOnly)
        (dialogs, banners) = (DialogMapper(localizer: localizer), BannerMapper(localizer: localizer, isReadOnly: isReadOnly))
        menu = AppMenu(titles: CommandTitleMapper(localizer: localizer))
        labels = WindowLabels(localizer: localizer)
        announcements = AnnouncementViewModel(service: ports.announcer, localizer: localizer, store: store)
        framePacing = FramePacing(monitor: ports.powerMonitor)
        background = BackgroundViewModel(
            notifications: ports.notifications, platform: platform, scheduler: scheduler,
            localizer: localizer, store: store)
        panel = PanelItemViewModel(
            service: ports.panelItems, settings: ports.settings, scheduler: scheduler, localizer: localizer,
            store: store, timer: timer, background: background, platform: platform)
        presence = WindowPresence(
            scheduler: scheduler, localizer: localizer, announcements: announcements, framePacing: framePacing,
            background: background, ticker: ports.ticker)
        home = HomeViewModel(localizer: localizer, state: store.state, elapsed: timer.elapsed)
        laps = LapsViewModel(localizer: localizer, state: store.state, elapsed: timer.elapsed)
        history = HistoryViewModel(localizer: localizer, useCases: useCases.history)
        session = SessionViewModel(localizer: localizer, useCases: useCases.history)
        screens = ScreenStack(
            navigator: navigator, store: store, timer: timer, home: home, laps: laps, history: history,
            titles: TitleMapper(localizer: localizer))
        undoNotice = UndoNotice(scheduler: scheduler, useCases: useCases, localizer: localizer)
        stopwatches = StopwatchListViewModel(
            store: store, timer: timer, useCases: useCases, undoNotice: undoNotice, screens: screens,
            presence: presence, announcements: announcements, scheduler: scheduler, localizer: localizer)
        sharing = LapsSharing(platform: platform, localizer: localizer, store: store, screens: screens, session: session)
        remote = RemoteControl(store: store, timer: timer, localizer: localizer, isReadOnly: isReadOnly)
        logger = ports.logger
        states = ViewStateChannel(.empty)
        publish()
        // Each part says when what it decides changed; the app's view state is made anew then.
        let republish: () -> Void = { [weak self] in self?.publish() }
        (screens.willShow, undoNotice.onChange, presence.onChange, panel.onChange, stopwatches.onChange) =
            (republish, republish, republish, republish, republish)
        undoNotice.onSessionRestored = { [weak screens] in screens?.reloadHistoryIfShown() }
        tokens.store = store.addObserver { [weak self] state in self?.stopwatchDidChange(state) }
        // Unowned, as it runs a hundred times a second: deinit removes it.
        tokens.tick = timer.addTickObserver { [unowned self] in tick() }
        tokens.health = repository.addHealthObserver { [weak self] _ in self?.publish() }
    }

    deinit {
        tokens.store.map(store.removeObserver)
        tokens.tick.map(timer.removeTickObserver)
        tokens.health.map(repository.removeHealthObserver)
    }

    /// The screen shown.
    public var route: Route { screens.route }

    /// The command `key` sends now: the first of its commands that applies and that a key
    /// reaches on the screen shown.
    public func command(for key: Key) -> AppCommand? {
        let state = viewState
        return KeyBindings.commands(for: key).first { state.allows($0) && available.keyReaches($0, on: state.route) }
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
        case .reset: if undoNotice.reset() { announcements.didReset() }
        case .undo: undoNotice.undo()
        case .dismissNotice: undoNotice.dismiss()
        case .sayTime: announcements.sayTime(elapsed: timer.elapsed)
        case .showLaps: screens.push(.laps)
        case .showHistory: screens.showHistory()
        case .openSession(let id):
            screens.push(.session(id))
            session.open(id) { [weak self] in self?.publish() }
        case .back: screens.pop()
        case .copyLaps: sharing.copy()
        case .exportLaps: sharing.export()
        case .deleteSession:
            guard let shown = session.session else { return }
            undoNotice.delete(shown)
            screens.pop()
        case .showShortcuts: navigator.present(.shortcuts(dialogs.shortcuts))
        case .showAbout: navigator.present(.about(dialogs.about))
        case .showInPanel: panel.toggleShown()
        case .quit: platform.quit()
        case .newStopwatch, .renameStopwatch, .nameStopwatch, .cancelRename, .removeStopwatch, .selectStopwatch, .switchToStopwatch,
            .nextStopwatch, .previousStopwatch, .moveStopwatchUp, .moveStopwatchDown, .showStopwatches:
            stopwatches.send(command)
        case .toggleStopwatch, .lapStopwatch, .resetStopwatch:
            if let call = RemoteControl.call(for: command) { _ = answer(call) }
        }
    }

    /// Answers a call from outside (the app's D-Bus interface): does what it asks, or says why
    /// not and changes nothing; a call that did nothing is logged too.
    public func answer(_ call: RemoteCall) -> RemoteAnswer {
        switch remote.decide(call) {
        case .perform(let command):
            stopwatches.send(command)
            return .done
        case .answer(let answer):
            switch answer {
            case .noSuchStopwatch(let reason), .refused(let reason): logger?.info(reason)
            case .done, .stopwatches: break
            }
            return answer
        }
    }

    /// The current stopwatch changed, or another one became current.
    private func stopwatchDidChange(_ state: StopwatchState) {
        undoNotice.stopwatchesDidChange(store.collection)
        screens.stopwatchDidChange(state)
        announcements.stopwatchDidChange(elapsed: timer.elapsed)
        publish()
    }

    private func tick() {
        let state = store.state
        let elapsed = state.elapsed(at: timer.now)
        // The window title shows the seconds too: both change on the same tick.
        let isNewSecond = presence.isNewSecond(elapsed)
        screens.tick(state, elapsed: elapsed, isNewSecond: isNewSecond)
        if isNewSecond, presence.secondChangesTitle(elapsed) { publish(elapsed: elapsed) }
    }

    private func publish(elapsed: Duration? = nil) {
        let state = store.state
        let applying = available.update(
            route: screens.route, stopwatch: state, hasNotice: undoNotice.undoable != nil,
            session: session.session, isReadOnly: isReadOnly, list: stopwatches)
        let window = presence.title(status: state.status, elapsed: elapsed ?? timer.elapsed)
        let screen = screens.names(sessionTitle: session.viewState.title)
        let saveProblem = banners.saveProblem(repository.health)
        panel.update(commands: applying.commands)
        states.publish(
            AppViewState(
                route: screens.route, availableCommands: applying.commands, canOpenSessions: applying.canOpenSessions,
                windowTitle: window.title, windowDescription: window.description, screenTitle: screen.title,
                screenLabel: screen.label, notice: undoNotice.notice, saveProblem: saveProblem,
                readOnlyNotice: banners.readOnlyNotice, banner: banners.banner(saveProblem: saveProblem), settings: panel.settings,
                stopwatchCount: stopwatches.count
            ))
    }
}
