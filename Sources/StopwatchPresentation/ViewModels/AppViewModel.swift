import StopwatchCore

/// The app's one door: every ``AppCommand`` comes here, from every frontend, and goes to the
/// part that owns its family. It makes the parts, wires what one tells to those that follow
/// it, and assembles the ``AppViewState`` from the slices the parts publish. It decides
/// nothing itself: what each concern decides lives in its part, tested alone.
///
/// A frontend reaches it through its view state, the screens' view states (``screenStates``:
/// read and listened to, nothing more), ``send(_:)-(AppCommand)`` and
/// ``send(_:)-(PlatformEvent)``; its parts, the screens' ViewModels among them, are its own.
@MainActor
public final class AppViewModel: ViewStatePublisher {
    public let states = ViewStateChannel(AppViewState.empty)
    /// What each screen shows, read-only.
    public let screenStates: ScreenStates
    let home: HomeViewModel
    let laps: LapsViewModel
    let history: HistoryViewModel
    /// Where the time went.
    let totals: TotalsViewModel
    let session: SessionViewModel
    /// The stopwatches, listed once there are two or more.
    let stopwatches: StopwatchListViewModel
    let screens: ScreenStack
    let undoNotice: UndoNotice
    let presence: WindowPresence
    /// How often the running time is drawn.
    let framePacing: FramePacing
    /// The stopwatch while the window is not seen: its notification, and the app's lifetime.
    let background: BackgroundViewModel
    /// What a screen reader user hears of the stopwatch.
    let announcements: AnnouncementViewModel
    /// The stopwatch in the desktop's panel.
    let panel: PanelItemViewModel
    /// The screen kept awake while a stopwatch runs, when the user chose so; `nil` without
    /// an inhibitor (the terminal).
    let awake: AwakeKeeper?
    /// The running stopwatches paused when the screen locks, when the user chose so; `nil`
    /// without a lock monitor (the terminal).
    let screenLock: ScreenLockPolicy?
    /// Mending a mistake: the time corrected, a lap removed, a lap's note.
    let mending: MendingViewModel
    /// The Preferences window.
    let preferences: PreferencesViewModel
    /// The current stopwatch's alerts, and their window.
    let alerts: AlertsViewModel
    private let goals: GoalsViewModel
    /// Where each stopwatch stands against its goal.
    private let goalStandings: GoalStandings
    /// What the user chose, loaded once and written in one place.
    let settings: SettingsModel
    /// The main menu.
    public let menu: AppMenu
    /// The labels of the window's own controls.
    public let labels: WindowLabels
    private let control: StopwatchControl
    private let callers: BusControl
    private let remoteTotals: BusTotals
    private let remoteMends: BusSessionMends
    private let todayTotal: TodayTotal
    /// The stopwatches running on the other machines of a sync folder.
    private let elsewhere: ElsewhereStopwatches
    private let sessionMending: SessionMendingViewModel
    private let sharing: LapsSharing
    private let mode: WindowMode
    private let ticks: RunningTimeTicks
    private let banner: SavingBanner
    private let telling: AlertTelling
    private let away: AwayWatch
    private let available: AvailableCommands
    /// The parts with a slice of the app's view state, ``available`` last.
    private let slices: [any SlicePublishing]
    private let store: StopwatchStore

    /// Makes every part from the core's services and the ports, then wires them: what one
    /// part tells, the parts that follow it hear. No part is given another, only the roles
    /// it needs of it. `alertService`: the alerts to tell (none for an app that only watches
    /// another's stopwatches).
    public init(
        store: StopwatchStore, timer: TimerService, deadlines: DeadlineService, alertService: AlertService? = nil,
        useCases: StopwatchUseCases,
        repository: StopwatchRepository, navigator: Navigator, platform: PlatformServices, scheduler: Scheduler,
        localizer: Localizer, ports: AppPorts = AppPorts(), isReadOnly: Bool = false
    ) {
        self.store = store
        menu = AppMenu(titles: CommandTitleMapper(localizer: localizer))
        labels = WindowLabels(localizer: localizer)
        let settings = SettingsModel(source: ports.settings)
        self.settings = settings
        let style = settings.settings.timeStyle

        // The screens, and the stack that shows them, in the style the user chose.
        home = HomeViewModel(localizer: localizer, state: store.state, elapsed: timer.elapsed, style: style)
        laps = LapsViewModel(localizer: localizer, state: store.state, elapsed: timer.elapsed, style: style)
        history = HistoryViewModel(
            localizer: localizer, useCases: useCases.history, precision: style.precision, calendar: useCases.calendar,
            wallClock: ports.wallClock)
        goalStandings = GoalStandings(
            progress: useCases.goalProgress, store: store, timer: timer, deadlines: deadlines, scheduler: scheduler)
        totals = TotalsViewModel(
            totals: useCases.totals, deadlines: deadlines, platform: platform, store: store, localizer: localizer, goals: goalStandings)
        screens = ScreenStack(
            navigator: navigator, store: store, timer: timer, settings: settings, home: home, laps: laps, history: history,
            totals: totals, localizer: localizer)

        // The parts, each given core services, ports and the small roles it needs.
        undoNotice = UndoNotice(scheduler: scheduler, useCases: useCases, store: store, localizer: localizer)
        session = SessionViewModel(
            localizer: localizer, useCases: useCases.history, settings: settings, screens: screens, undo: undoNotice)
        announcements = AnnouncementViewModel(service: ports.announcer, localizer: localizer, store: store, timer: timer)
        framePacing = FramePacing(monitor: ports.powerMonitor, settings: settings)
        background = BackgroundViewModel(
            notifications: ports.notifications, platform: platform, scheduler: scheduler, localizer: localizer, store: store,
            settings: settings)
        todayTotal = TodayTotal(totals: useCases.totals)
        elsewhere = ElsewhereStopwatches(
            source: ports.otherMachines, wallClock: ports.wallClock, history: useCases.history, scheduler: scheduler, localizer: localizer)
        panel = PanelItemViewModel(
            service: ports.panelItems, settings: settings, deadlines: deadlines, localizer: localizer, store: store, timer: timer,
            window: background, platform: platform, today: todayTotal, elsewhere: elsewhere, goals: goalStandings)
        presence = WindowPresence(
            scheduler: scheduler, localizer: localizer, describer: announcements, ticker: ports.ticker, store: store, timer: timer)
        awake = ports.screenInhibitor.map { AwakeKeeper(inhibitor: $0, settings: settings, store: store, localizer: localizer) }
        screenLock = ports.screenLock.map {
            ScreenLockPolicy(monitor: $0, settings: settings, store: store, pause: useCases.pause, logger: ports.logger)
        }
        stopwatches = StopwatchListViewModel(
            store: store, timer: timer, useCases: useCases, deadlines: deadlines, localizer: localizer, undo: undoNotice,
            screens: screens, announcements: announcements, elsewhere: elsewhere, goals: goalStandings)
        sessionMending = SessionMendingViewModel(
            history: useCases.history, sessions: session, calendar: useCases.calendar, wallClock: ports.wallClock, store: store,
            localizer: localizer, undo: undoNotice)
        mending = MendingViewModel(
            useCases: useCases, store: store, localizer: localizer, corrections: undoNotice, logger: ports.logger,
            wallClock: ports.wallClock)
        preferences = PreferencesViewModel(
            settings: settings, idleMonitor: ports.idleMonitor, platform: platform, otherMachines: ports.otherMachines,
            machineID: ports.machineID,
            history: useCases.history, forgetting: undoNotice, localizer: localizer)
        control = StopwatchControl(useCases: useCases, undo: undoNotice)
        alerts = AlertsViewModel(useCases: useCases, store: store, localizer: localizer, logger: ports.logger)
        goals = GoalsViewModel(setGoal: useCases.setGoal, store: store, localizer: localizer, logger: ports.logger)
        telling = AlertTelling(
            alerts: alertService, store: store, settings: settings, localizer: localizer, sound: ports.alertSound,
            notifications: ports.notifications, announcer: ports.announcer, signals: ports.alertSignals, logger: ports.logger)
        away = AwayWatch(
            monitor: ports.idleMonitor, screenLock: ports.screenLock, settings: settings, store: store, timer: timer,
            takeAwayTime: useCases.takeAwayTime, corrections: undoNotice, localizer: localizer, announcer: ports.announcer,
            notifications: ports.notifications, signals: ports.awaySignals, logger: ports.logger, isReadOnly: isReadOnly)
        remoteTotals = BusTotals(totals: useCases.totals, localizer: localizer, logger: ports.logger)
        remoteMends = BusSessionMends(history: useCases.history, localizer: localizer, isReadOnly: isReadOnly, logger: ports.logger)
        callers = BusControl(
            store: store, timer: timer, localizer: localizer, isReadOnly: isReadOnly, stopwatches: control, mending: mending,
            alerts: alerts, goals: goals, logger: ports.logger)
        sharing = LapsSharing(
            platform: platform, localizer: localizer, store: store, settings: settings, screens: screens, sessions: session)
        mode = WindowMode(settings: settings, screens: screens)
        ticks = RunningTimeTicks(store: store, timer: timer, deadlines: deadlines, settings: settings)
        banner = SavingBanner(repository: repository, localizer: localizer, isReadOnly: isReadOnly)
        screenStates = ScreenStates(
            home: home.states, laps: laps.states, history: history.states, totals: totals.states, session: session.states,
            stopwatches: stopwatches.states, framePace: framePacing.states)
        screens.sessionTitle = { [weak session] in session?.viewState.title ?? "" }

        // Every part, once. What each says of which commands apply (its AvailabilityTelling),
        // publishes (its SlicePublishing) and follows of the window (its AppPart) is declared
        // in the part; the app finds it here. The window's sight is told in this order: the
        // ticks first, so what follows them draws the time as it is now.
        let parts: [any AppPart] =
            [
                screens, home, laps, history, totals, session, undoNotice, announcements, ticks, framePacing, background,
                todayTotal, stopwatches, elsewhere, panel, presence, mending, sessionMending, preferences, control, alerts, goals,
                goalStandings,
                telling, away,
                remoteTotals, remoteMends, callers, sharing, mode, banner, settings,
            ] + ([awake, screenLock] as [(any AppPart)?]).compactMap { $0 }
        // What decides which commands apply: the parts that say it, heard as they change.
        available = AvailableCommands(
            isReadOnly: isReadOnly, store: store, tellers: parts.compactMap { $0 as? any AvailabilityTelling })
        slices = parts.compactMap { $0 as? any SlicePublishing } + [available]

        // Parts hear each other weakly: two that follow each other (the window's sight and
        // the ticks) would otherwise keep each other alive.
        for part in parts where part !== presence {
            presence.sightChanges.add { [weak part] in part?.windowSightChanged($0) }
            presence.activityChanges.add { [weak part] in part?.windowActivityChanged($0) }
        }
        // The running time moves on: the screen shown and the window's title follow.
        ticks.refreshes.add { [weak screens] in screens?.refresh($0) }
        ticks.refreshes.add { [weak presence] in presence?.refresh($0) }
        // An alert asks for attention in the panel until the window is the active one; a
        // question about an away until the window is seen.
        let attention: () -> Void = { [weak panel, weak telling, weak away] in
            guard let telling, let away else { return }
            panel?.attentionChanged(telling.needsAttention || away.needsAttention)
        }
        telling.changes.add(attention)
        away.changes.add(attention)
        // A reset the user made is heard; a deleted session that came back shows in the history.
        control.resets.add { [weak announcements] in announcements?.didReset() }
        // What today adds up to, read anew: the panel says it.
        todayTotal.changes.add { [weak panel] in panel?.todayTotalChanged() }
        // Where the current stopwatch's goal stands: Home shows it (asking reads it, the first
        // time); the panel says it, the list's rows each stopwatch's, and Totals the streaks.
        let showGoal: () -> Void = { [weak home, weak goalStandings, weak panel, weak totals, weak stopwatches, store] in
            home?.showGoal(goalStandings?.progress(of: store.collection.currentID))
            panel?.goalChanged()
            totals?.goalStandingsChanged()
            stopwatches?.goalsChanged()
        }
        goalStandings.changes.add(showGoal)
        showGoal()
        // A goal met here is told as an alert is.
        goalStandings.reached.add { [weak telling] in telling?.tell($0) }
        // Each part says when its slice changed; the app's view state is assembled anew then.
        // (The stopwatch's changes reach it through the parts that show them: most laps change
        // no slice, and publish nothing. The list's and Totals' changes reach it as what applies.)
        for slice in slices {
            slice.changes.add { [weak self] in self?.publish() }
        }
        // The panel's menu offers the commands that apply, as the app publishes them.
        states.addListener { [weak panel] state in panel?.update(commands: state.commands.commands) }
        publish()
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

    /// Does what `command` asks, if it applies now; otherwise nothing. Each family goes to
    /// the one part that owns it.
    public func send(_ command: AppCommand) {
        guard viewState.allows(command) else { return }
        switch command {
        case .stopwatch(let command): control.send(command)
        case .targeted(let command, let target): callers.send(command, target: target)
        case .notice(let command): undoNotice.send(command)
        case .screen(let command): screens.send(command)
        case .session(let command): command.isMend ? sessionMending.send(command) : session.send(command)
        case .history(let command): history.send(command)
        case .sharing(let command): sharing.send(command)
        case .totals(let command): totals.send(command)
        case .list(let command): stopwatches.send(command)
        case .mend(let command): mending.send(command)
        case .preferences(let command): preferences.send(command)
        case .mode(let command): mode.send(command)
        case .alerts(let command): alerts.send(command)
        case .goal(let command): goals.send(command)
        case .dismissAlert: telling.dismiss()
        case .away(let command): away.send(command)
        case .sayTime: announcements.sayTime()
        case .quit: background.quit()
        }
    }

    /// Tells the app what happened on the platform; the parts that follow it take it from here.
    public func send(_ event: PlatformEvent) {
        switch event {
        case .windowShown(let shown): presence.windowVisibilityChanged(shown)
        case .windowActive(let active): presence.windowActivityChanged(active)
        case .startedInBackground: presence.startedInBackground()
        case .windowCloseRequested: background.windowCloseRequested()
        case .windowWidth(let isNarrow): stopwatches.windowWidthChanged(isNarrow: isNarrow)
        case .lapChartWidth(let screen, let pixels):
            switch screen {
            case .laps: laps.chartWidthChanged(pixels)
            case .session: session.chartWidthChanged(pixels)
            case .home, .history, .totals, .stopwatches: break
            }
        case .sparklineWidth(let cells):
            laps.sparklineWidthChanged(cells)
            session.sparklineWidthChanged(cells)
        case .panelShown(let shown): panel.panelPresenceChanged(shown)
        case .panelActivated: panel.activate()
        case .panelAskedForWindow: panel.showWindow()
        case .appWillEnd:
            background.appWillEnd()
            panel.appWillEnd()
            awake?.appWillEnd()
        }
    }

    /// The commands of a lap row's menu (a secondary click, the Menu key) for lap `number`.
    public func lapRowMenu(lap number: Int) -> [CommandButton] { mending.rowMenu(lap: number) }

    /// What the terminal offers on a lap (remove it, note it), as buttons with their keys' commands.
    public var lapActions: [CommandButton] { mending.lapActions }

    /// Answers a call from outside (the app's D-Bus interface): does what it asks, or says
    /// why not and changes nothing.
    public func answer(_ call: BusCall) -> BusAnswer {
        callers.answer(call)
    }

    /// Totals asked for from outside, answered once the history is read (``BusTotals``).
    public func answerTotals(by: String, since: String, until: String, _ reply: @escaping (BusAnswer) -> Void) {
        remoteTotals.answer(by: by, since: since, until: until, reply)
    }

    /// A mend of a past session asked for from outside, answered once made or refused
    /// (``BusSessionMends``).
    public func answerSessionMend(
        session: String, change: String, milliseconds: Int64, text: String, _ reply: @escaping (BusAnswer) -> Void
    ) {
        remoteMends.answer(session: session, change: change, milliseconds: milliseconds, text: text, reply)
    }

    /// Adds a session not timed, as the D-Bus interface's `AddSession` asks: `stopwatch`'s, from
    /// `fromMilliseconds` to `toMilliseconds` since the epoch; `reply` names it, or says why not.
    public func answerSessionAdd(
        stopwatch: String, fromMilliseconds: Int64, toMilliseconds: Int64, _ reply: @escaping (BusAnswer) -> Void
    ) {
        remoteMends.add(stopwatch: stopwatch, fromMilliseconds: fromMilliseconds, toMilliseconds: toMilliseconds, reply)
    }

    /// The app's view state, assembled from every part's slice.
    private func publish() {
        var state = AppViewState.empty
        for slice in slices { slice.publish(into: &state) }
        states.publish(state)
    }
}
