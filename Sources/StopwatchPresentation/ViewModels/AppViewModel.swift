import StopwatchCore

/// The app's one door: every ``AppCommand`` comes here, from every frontend, and goes to the
/// part that owns it. What each concern decides lives in that part, tested alone: the screens
/// (``ScreenStack``), the undo notice (``UndoNotice``), the window (``WindowPresence``), what
/// applies (``AvailableCommands``), what is heard (``AnnouncementViewModel``), the stopwatch
/// out of sight (``BackgroundViewModel``), the panel item (``PanelItemViewModel``), the list of
/// stopwatches (``StopwatchListViewModel``), and the screen ViewModels. This publishes what the
/// app shows around its screens as an ``AppViewState``.
@MainActor
public final class AppViewModel: ViewStatePublisher {
    public let states: ViewStateChannel<AppViewState>
    public let home: HomeViewModel
    public let laps: LapsViewModel
    public let history: HistoryViewModel
    public let session: SessionViewModel
    /// The stopwatches, listed once there are two or more.
    public let stopwatches: StopwatchListViewModel
    public let screens: ScreenStack
    public let undoNotice: UndoNotice
    public let presence: WindowPresence
    /// How often the running time is drawn.
    public let framePacing: FramePacing
    /// The stopwatch while the window is not seen: its notification, and the app's lifetime.
    public let background: BackgroundViewModel
    /// What a screen reader user hears of the stopwatch.
    public let announcements: AnnouncementViewModel
    /// The stopwatch in the desktop's panel, and "Show in Panel".
    public let panel: PanelItemViewModel
    /// The screen kept awake while a stopwatch runs, when the user chose so; `nil` without
    /// an inhibitor (the terminal).
    public let awake: AwakeKeeper?
    /// The running stopwatches paused when the screen locks, when the user chose so; `nil`
    /// without a lock monitor (the terminal).
    public let screenLock: ScreenLockPolicy?
    /// Mending a mistake: the time corrected, a lap removed, a lap's note.
    public let mending: MendingViewModel
    /// The Preferences window, and the style the screens show times in.
    public let preferences: PreferencesViewModel
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
    private let isReadOnly: Bool
    private let available = AvailableCommands()
    private let dialogs: DialogMapper
    private let banners: BannerMapper
    private let sharing: LapsSharing
    private let remote: RemoteControl
    private let logger: Logger?
    private var storeToken: ObserverToken?
    private var tickToken: ObserverToken?
    private var healthToken: ObserverToken?
    /// The whole second of the lap in progress at the last tick, while it is the big number:
    /// its seconds turn at other moments than the total's.
    private var lapSecond: Int64 = -1
    /// Whether the running time fills the screen (for this run only).
    private var isFullScreen = false
    /// The stopwatch commands act on, as last seen: mending closes what it had open on another.
    private var shownStopwatch: StopwatchID

    /// Makes every part from the core's services and the ports, then wires them: what one
    /// part tells, the parts that follow it hear. No part is given another.
    public init(
        store: StopwatchStore, timer: TimerService, useCases: StopwatchUseCases, repository: StopwatchRepository,
        navigator: Navigator, platform: PlatformServices, scheduler: Scheduler, localizer: Localizer,
        ports: AppPorts = AppPorts(), isReadOnly: Bool = false
    ) {
        self.store = store
        self.timer = timer
        self.useCases = useCases
        self.repository = repository
        self.navigator = navigator
        self.platform = platform
        self.isReadOnly = isReadOnly
        logger = ports.logger
        shownStopwatch = store.collection.currentID
        dialogs = DialogMapper(localizer: localizer)
        banners = BannerMapper(localizer: localizer, isReadOnly: isReadOnly)
        menu = AppMenu(titles: CommandTitleMapper(localizer: localizer))
        labels = WindowLabels(localizer: localizer)
        states = ViewStateChannel(.empty)

        // The screens, and the stack that shows them, in the style the user chose.
        preferences = PreferencesViewModel(settings: ports.settings, localizer: localizer)
        let style = preferences.timeStyle
        home = HomeViewModel(localizer: localizer, state: store.state, elapsed: timer.elapsed, style: style)
        laps = LapsViewModel(localizer: localizer, state: store.state, elapsed: timer.elapsed, style: style)
        history = HistoryViewModel(localizer: localizer, useCases: useCases.history)
        session = SessionViewModel(localizer: localizer, useCases: useCases.history)
        screens = ScreenStack(
            navigator: navigator, store: store, timer: timer, home: home, laps: laps, history: history,
            titles: TitleMapper(localizer: localizer))

        // The parts, each given core services, ports and the small roles it needs.
        announcements = AnnouncementViewModel(service: ports.announcer, localizer: localizer, store: store)
        framePacing = FramePacing(monitor: ports.powerMonitor)
        background = BackgroundViewModel(
            notifications: ports.notifications, platform: platform, scheduler: scheduler, localizer: localizer, store: store)
        panel = PanelItemViewModel(
            service: ports.panelItems, settings: ports.settings, scheduler: scheduler, localizer: localizer, store: store,
            timer: timer, window: background, platform: platform)
        presence = WindowPresence(scheduler: scheduler, localizer: localizer, describer: announcements, ticker: ports.ticker)
        awake = ports.screenInhibitor.map { AwakeKeeper(inhibitor: $0, settings: ports.settings, store: store, localizer: localizer) }
        screenLock = ports.screenLock.map {
            ScreenLockPolicy(monitor: $0, settings: ports.settings, store: store, pause: useCases.pause, logger: ports.logger)
        }
        undoNotice = UndoNotice(scheduler: scheduler, useCases: useCases, localizer: localizer)
        stopwatches = StopwatchListViewModel(
            store: store, timer: timer, useCases: useCases, scheduler: scheduler, localizer: localizer, undo: undoNotice,
            screens: screens, announcements: announcements)
        mending = MendingViewModel(useCases: useCases, store: store, localizer: localizer, corrections: undoNotice)
        sharing = LapsSharing(platform: platform, localizer: localizer)
        remote = RemoteControl(store: store, timer: timer, localizer: localizer, isReadOnly: isReadOnly)
        if style.precision != TimeStyle.standard.precision { showTimes(to: style.precision) }
        framePacing.precisionChanged(style.precision)

        // Whether the window is seen: frames, the notification and the list's seconds follow.
        presence.sightChanges.add(framePacing.windowSightChanged)
        presence.sightChanges.add(background.windowSightChanged)
        presence.sightChanges.add(stopwatches.windowSightChanged)
        if let awake { presence.sightChanges.add(awake.windowSightChanged) }
        // A deleted session that came back shows in the history.
        undoNotice.sessionRestored.add { [weak screens] in screens?.reloadHistoryIfShown() }
        // Each part says when what it decides changed; the app's view state is made anew then.
        screens.willShow.add { [weak self] in self?.publish() }
        undoNotice.changes.add { [weak self] in self?.publish() }
        presence.changes.add { [weak self] in self?.publish() }
        panel.changes.add { [weak self] in self?.publish() }
        stopwatches.changes.add { [weak self] in self?.publish() }
        mending.changes.add { [weak self] in self?.publish() }
        preferences.changes.add { [weak self] in self?.publish() }
        preferences.styleChanges.add { [weak self] style in self?.restyle(style) }
        storeToken = store.addObserver { [weak self] state in self?.stopwatchDidChange(state) }
        // Unowned, as it runs a hundred times a second: deinit removes it.
        tickToken = timer.addTickObserver { [unowned self] in tick() }
        healthToken = repository.addHealthObserver { [weak self] _ in self?.publish() }
        publish()
    }

    isolated deinit {
        storeToken.map(store.removeObserver)
        tickToken.map(timer.removeTickObserver)
        healthToken.map(repository.removeHealthObserver)
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

    /// Does what `command` asks, if it applies now; otherwise nothing. Each command goes to
    /// the one part that owns it.
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
        case .openSession(let id): open(id)
        case .back: screens.pop()
        case .copyLaps: sharing.copy(lapsShown.laps, adjusted: lapsShown.adjusted)
        case .exportLaps: sharing.export(lapsShown.laps, adjusted: lapsShown.adjusted)
        case .deleteSession: deleteSessionShown()
        case .showShortcuts: navigator.present(.shortcuts(dialogs.shortcuts))
        case .showAbout: navigator.present(.about(dialogs.about))
        case .showInPanel: panel.toggleShown()
        case .quit: platform.quit()
        case .newStopwatch: stopwatches.send(.new)
        case .renameStopwatch: stopwatches.send(.rename)
        case .nameStopwatch(let name): stopwatches.send(.name(name))
        case .cancelRename: stopwatches.send(.cancelRename)
        case .removeStopwatch: stopwatches.send(.remove)
        case .selectStopwatch(let id): stopwatches.send(.select(id))
        case .switchToStopwatch(let position): stopwatches.send(.switchTo(position))
        case .nextStopwatch: stopwatches.send(.next)
        case .previousStopwatch: stopwatches.send(.previous)
        case .moveStopwatchUp: stopwatches.send(.moveUp)
        case .moveStopwatchDown: stopwatches.send(.moveDown)
        case .showStopwatches: stopwatches.send(.show)
        case .toggleStopwatch(let target): _ = answer(.toggle(target: target))
        case .lapStopwatch(let target): _ = answer(.lap(target: target))
        case .resetStopwatch(let target): _ = answer(.reset(target: target))
        case .openTimeAdjustment: mending.openTimeAdjustment()
        case .applyTimeAdjustment(let input): mending.applyTimeAdjustment(input)
        case .cancelTimeAdjustment: mending.cancelTimeAdjustment()
        case .adjustTime(let milliseconds): mend(.adjustTime(milliseconds: milliseconds))
        case .removeLap(let number): mend(.removeLap(number))
        case .editLapNote(let number): mending.editNote(lap: number)
        case .noteLap(let number, let text): mend(.noteLap(number, text))
        case .cancelLapNote: mending.cancelNote()
        case .showPreferences: preferences.open()
        case .closePreferences: preferences.close()
        case .choosePreference(let preference): preferences.choose(preference)
        case .toggleFullScreen: showFullScreen(!isFullScreen)
        case .leaveFullScreen: showFullScreen(false)
        case .toggleCompact:
            // The compact window shows Home's time: it comes back to Home.
            if !preferences.settings.isCompact { screens.popToHome() }
            preferences.choose(.compact(!preferences.settings.isCompact))
        }
    }

    /// Mends the current stopwatch; a refusal is logged, as nobody asked for an answer (an
    /// action, a key: the row or the dialog shows the reason).
    private func mend(_ command: MendCommand) {
        if let reason = mending.perform(command, on: nil) { logger?.info(reason) }
    }

    /// Answers a call from outside (the app's D-Bus interface, a targeted action): does what
    /// it asks, or says why not and changes nothing; a call that did nothing is logged too.
    public func answer(_ call: RemoteCall) -> RemoteAnswer {
        switch remote.decide(call) {
        case .perform(let command):
            stopwatches.send(command)
            return .done
        case .mend(let command, let id):
            guard let reason = mending.perform(command, on: id) else { return .done }
            logger?.info(reason)
            return .refused(reason: reason)
        case .answer(let answer):
            switch answer {
            case .noSuchStopwatch(let reason), .refused(let reason): logger?.info(reason)
            case .done, .stopwatches: break
            }
            return answer
        }
    }

    /// The laps the screen shown shows, the stopwatch's or a past session's, and the
    /// correction of its time.
    private var lapsShown: (laps: LapHistory, adjusted: Duration) {
        if screens.route.showsStopwatch { return (store.state.laps, store.state.adjusted) }
        return (session.session?.laps ?? LapHistory(), session.session?.adjusted ?? .zero)
    }

    private func open(_ id: SessionID) {
        screens.push(.session(id))
        session.open(id) { [weak self] in self?.publish() }
    }

    private func deleteSessionShown() {
        guard let shown = session.session else { return }
        undoNotice.delete(shown)
        screens.pop()
    }

    /// Full screen shows Home's time: it comes back to Home first.
    private func showFullScreen(_ on: Bool) {
        guard on != isFullScreen else { return }
        if on { screens.popToHome() }
        isFullScreen = on
        publish()
    }

    /// The user chose another precision or big number: every time shown follows at once.
    private func restyle(_ style: TimeStyle) {
        let state = store.state
        let elapsed = state.elapsed(at: timer.now)
        home.restyle(style, state: state, elapsed: elapsed)
        laps.restyle(style, state: state, elapsed: elapsed)
        showTimes(to: style.precision)
        framePacing.precisionChanged(style.precision)
        if style.precision != .seconds { timer.tickSteadily() }
    }

    /// The parts that show times beyond the stopwatch's screens, to `precision`.
    private func showTimes(to precision: TimePrecision) {
        history.precisionChanged(precision)
        session.precisionChanged(precision)
        sharing.precisionChanged(precision)
        background.precisionChanged(precision)
    }

    /// The current stopwatch changed, or another one became current.
    private func stopwatchDidChange(_ state: StopwatchState) {
        if store.collection.currentID != shownStopwatch {
            shownStopwatch = store.collection.currentID
            mending.currentStopwatchChanged()
        }
        mending.stopwatchDidChange(state)
        undoNotice.stopwatchesDidChange(store.collection)
        screens.stopwatchDidChange(state)
        announcements.stopwatchDidChange(elapsed: timer.elapsed)
        publish()
    }

    private func tick() {
        let state = store.state
        let elapsed = state.elapsed(at: timer.now)
        // The window title shows the seconds too: both change on the same tick. The lap as the
        // big number turns its seconds at its own moments: a frame drawn once a second
        // (``FramePace/wholeSeconds``) must come on those too.
        var isNewSecond = presence.isNewSecond(elapsed)
        let style = preferences.timeStyle
        let lap = (elapsed - state.laps.total).wholeMilliseconds
        if style.bigNumber == .lap {
            if lap / 1000 != lapSecond { isNewSecond = true }
            lapSecond = lap / 1000
        }
        // To the whole second nothing shown moves between seconds: the next tick comes on the
        // next one (the total's, or the lap's when it is the big number), and none between.
        if style.precision == .seconds {
            let toTotal = 1000 - elapsed.wholeMilliseconds % 1000
            let toLap = style.bigNumber == .lap ? 1000 - lap % 1000 : toTotal
            timer.tickNext(after: .milliseconds(min(toTotal, toLap)))
        }
        screens.tick(state, elapsed: elapsed, isNewSecond: isNewSecond)
        if isNewSecond, presence.secondChangesTitle(elapsed) { publish(elapsed: elapsed) }
    }

    private func publish(elapsed: Duration? = nil) {
        let state = store.state
        let applying = available.update(
            route: screens.route, stopwatch: state, hasNotice: undoNotice.undoable != nil,
            session: session.session, isReadOnly: isReadOnly,
            list: (stopwatches.count, stopwatches.isRenaming, stopwatches.placementShown),
            mending: (mending.timeAdjustment != nil, mending.noteEditor != nil))
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
                stopwatchCount: stopwatches.count, timeAdjustment: mending.timeAdjustment, noteEditor: mending.noteEditor,
                preferences: preferences.viewState, isCompact: preferences.settings.isCompact, isFullScreen: isFullScreen
            ))
    }
}
