import StopwatchCore

/// The stopwatch in the desktop's panel (ARCHITECTURE.md, "In the panel"): keeps the one
/// ``PanelItem`` the panel adapter shows while "Show in Panel" is on.
///
/// It wakes on its own only while the stopwatch runs and a panel shows the item, once a second,
/// on the second the label turns (a deadline of the ``DeadlineService``); paused, reset or
/// never started, or with no panel on the desktop, nothing wakes it (the item still follows
/// every change of state, so a panel that comes finds it current). The window's ticks play no
/// part: the label goes on while the window is closed, and costs the window no frame.
///
/// A part of ``AppViewModel``: the app ViewModel gives it the commands that apply each time
/// it publishes.
@MainActor
final class PanelItemViewModel {
    private let service: PanelItemService?
    private let settings: SettingsReading
    private let deadlines: DeadlineService
    private let timer: TimerService
    private weak var window: WindowClosing?
    private weak var today: TodayTotalReading?
    private weak var elsewhere: ElsewhereListing?
    private weak var goals: GoalProgressReading?
    private let goalText: GoalTextMapper
    private let platform: PlatformServices
    private let mapper: PanelItemMapper
    private let store: StopwatchStore
    private let subscriptions = Subscriptions()
    private var commands: Set<AppCommand> = []
    /// The item shown and what it was mapped from: nothing is mapped again while that holds.
    private var shown: (item: PanelItem, inputs: PanelItemMapper.Inputs)?
    /// The turn of the shown stopwatch's seconds, while it runs and a panel shows the item.
    private var seconds: (stopwatch: StopwatchID, token: DeadlineToken)?
    /// Whether a panel shows the item (the platform's word); until one does, nothing counts.
    private var isInPanel = false
    /// Whether the item asks for attention (an alert reached, ``AlertTelling``).
    private var needsAttention = false

    init(
        service: PanelItemService?, settings: SettingsReading, deadlines: DeadlineService, localizer: Localizer,
        store: StopwatchStore, timer: TimerService, window: WindowClosing, platform: PlatformServices,
        today: TodayTotalReading? = nil, elsewhere: ElsewhereListing? = nil, goals: GoalProgressReading? = nil
    ) {
        self.today = today
        self.goals = goals
        goalText = GoalTextMapper(localizer: localizer)
        self.elsewhere = elsewhere
        self.store = store
        self.service = service
        self.settings = settings
        self.deadlines = deadlines
        self.timer = timer
        self.window = window
        self.platform = platform
        mapper = PanelItemMapper(localizer: localizer)
        several = Self.several(store.collection)
        subscriptions.keep(
            store.addCollectionObserver { [weak self] stopwatches, change in self?.stopwatchesDidChange(stopwatches, change) },
            removedBy: store.removeCollectionObserver)
        subscriptions.keep(settings.observe(\.showsInPanel) { [weak self] _ in self?.refresh() }, removedBy: settings.removeObserver)
        if let elsewhere {
            subscriptions.keep(
                elsewhere.elsewhereChanges.add { [weak self] in self?.refresh() }, removedBy: elsewhere.elsewhereChanges.remove)
        }
    }

    /// What changed: another stopwatch that starts or stops (from outside) changes the menu's
    /// list, and so does the list itself; the current one's start, pause or correction shows at
    /// once. A lap shows on the next second while it runs (at most one item a second), at once
    /// while it does not (a lap removed or noted while paused).
    private func stopwatchesDidChange(_ stopwatches: StopwatchCollection, _ change: StopwatchChange) {
        switch change {
        case .laps(let id):
            guard id == stopwatches.currentID, stopwatches.currentState.status != .running else { return }
        case .status, .list:
            several = Self.several(stopwatches)
        }
        refresh()
    }

    /// With several stopwatches, the current one's name and the running ones, as the item shows them.
    private var several: (name: String, running: [PanelItemMapper.Running])?

    private static func several(_ stopwatches: StopwatchCollection) -> (name: String, running: [PanelItemMapper.Running])? {
        guard stopwatches.count > 1 else { return nil }
        let running = stopwatches.filter { $0.state.status == .running }.map { PanelItemMapper.Running(id: $0.id, name: $0.name) }
        return (stopwatches.current.name, running)
    }

    isolated deinit {
        seconds.map { deadlines.disarm($0.token) }
    }

    /// The item shown now; `nil` while "Show in Panel" is off.
    public var item: PanelItem? { shown?.item }

    /// Whether the item wakes the app once a second.
    public var isCounting: Bool { seconds != nil }

    /// A click on the item: the window goes off screen when it is seen and the stopwatch has
    /// something to show out of sight (as closing it does), and comes on screen otherwise. A
    /// click never ends the app.
    func activate() {
        if window?.canHideWindow == true {
            window?.windowCloseRequested()
        } else {
            platform.showWindow()
        }
    }

    /// The platform's word: a panel shows the item now (a panel took it), or none does (none
    /// on the desktop, or it went away).
    func panelPresenceChanged(_ isInPanel: Bool) {
        guard isInPanel != self.isInPanel else { return }
        self.isInPanel = isInPanel
        refresh()
    }

    /// The menu's "Show Window".
    func showWindow() {
        platform.showWindow()
    }

    /// The app is ending: the item goes with it.
    func appWillEnd() {
        countSeconds(of: nil)
        guard shown != nil else { return }
        (shown, isInPanel) = (nil, false)
        service?.remove()
    }

    /// Whether the item asks for attention: an alert was reached and the window has not been
    /// the active one since.
    func attentionChanged(_ needsAttention: Bool) {
        guard needsAttention != self.needsAttention else { return }
        self.needsAttention = needsAttention
        refresh()
    }

    /// Today's total was read anew from the history.
    func todayTotalChanged() {
        refresh()
    }

    /// Where a goal stands may say something else: a minute passed, a goal changed.
    func goalChanged() {
        refresh()
    }

    /// The commands that apply, as the app ViewModel publishes them: the menu shows them.
    func update(commands: Set<AppCommand>) {
        guard commands != self.commands else { return }
        self.commands = commands
        refresh()
    }

    private func refresh() {
        guard settings.settings.showsInPanel, let service else {
            countSeconds(of: nil)
            if shown != nil {
                (shown, isInPanel) = (nil, false)
                service?.remove()
            }
            return
        }
        let state = store.state
        let elapsed = state.elapsed(at: timer.now)
        // Today's total is read from the history only once a panel shows the item: without one
        // nobody sees the tooltip, and the history is not opened at the start for it.
        let inputs = PanelItemMapper.Inputs(
            state: state, elapsed: elapsed, allows: commands.contains,
            name: several?.name, running: several?.running ?? [], needsAttention: needsAttention,
            todayTotal: isInPanel ? today?.todayTotal : nil,
            elsewhere: elsewhere?.elsewhereRows.map(\.text) ?? [],
            goal: isInPanel ? goals?.progress(of: store.collection.currentID).map(goalText.progress) : nil)
        if inputs != shown?.inputs {
            let item = mapper.item(for: inputs, shown: shown)
            if item != shown?.item { service.show(item) }
            shown = (item, inputs)
        }
        countSeconds(of: state.status == .running && isInPanel ? store.collection.currentID : nil)
    }

    /// Wakes on each turn of the seconds of the stopwatch `id`, or of none.
    private func countSeconds(of id: StopwatchID?) {
        guard id != seconds?.stopwatch else { return }
        seconds.map { deadlines.disarm($0.token) }
        seconds = id.map { id in (id, deadlines.arm(.every(.seconds(1)), on: id) { [weak self] _ in self?.refresh() }) }
    }
}

extension PanelItemViewModel: AppPart {}
