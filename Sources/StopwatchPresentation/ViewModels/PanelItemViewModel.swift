import StopwatchCore

/// The stopwatch in the desktop's panel (ARCHITECTURE.md, "In the panel"): keeps
/// the one ``PanelItem`` the panel adapter shows, and the "Show in Panel" setting.
///
/// It wakes on its own only while the stopwatch runs and a panel shows the item, once a second,
/// on the second the label turns; paused, reset or never started, or with no panel on the
/// desktop, it schedules nothing (the item still follows every change of state, so a panel
/// that comes finds it current). The window's ticks play no part: the label goes on while the
/// window is closed, and costs the window no frame.
///
/// A part of ``AppViewModel``: the app ViewModel gives it the stopwatch and the commands that
/// apply each time it publishes, and tells ``changes`` when the setting changed.
@MainActor
public final class PanelItemViewModel {
    /// Told when "Show in Panel" changed: the app's view state shows it.
    let changes = ObserverList<Void>()
    /// What the user chose; "Show in Panel" is on by default.
    public private(set) var settings: AppSettings

    private let service: PanelItemService?
    private let settingsSource: SettingsDataSource?
    private let scheduler: Scheduler
    private let timer: TimerService
    private let window: WindowClosing
    private let platform: PlatformServices
    private let mapper: PanelItemMapper
    private let store: StopwatchStore
    private var token: ObserverToken?
    private var commands: Set<AppCommand> = []
    /// The item shown and what it was mapped from: nothing is mapped again while that holds.
    private var shown: (item: PanelItem, inputs: PanelItemMapper.Inputs)?
    private var nextSecond: ScheduledAction?
    /// Whether a panel shows the item (the platform's word); until one does, nothing counts.
    private var isInPanel = false

    init(
        service: PanelItemService?, settings: SettingsDataSource?, scheduler: Scheduler, localizer: Localizer,
        store: StopwatchStore, timer: TimerService, window: WindowClosing, platform: PlatformServices
    ) {
        self.store = store
        self.service = service
        settingsSource = settings
        self.settings = settings?.load() ?? .defaults
        self.scheduler = scheduler
        self.timer = timer
        self.window = window
        self.platform = platform
        mapper = PanelItemMapper(localizer: localizer)
        several = Self.several(store.collection)
        // Another stopwatch that starts or stops (from outside) changes the menu's list; the
        // current one's changes come with the commands (``update(commands:)``). A lap changes
        // neither the list nor the names.
        token = store.addCollectionObserver { [weak self] stopwatches, change in
            guard let self, change.changesList else { return }
            several = Self.several(stopwatches)
            refresh()
        }
        settings?.observeChanges { [weak self] changed in self?.settingsChanged(changed) }
    }

    /// With several stopwatches, the current one's name and the running ones, as the item shows them.
    private var several: (name: String, running: [PanelItemMapper.Running])?

    private static func several(_ stopwatches: StopwatchCollection) -> (name: String, running: [PanelItemMapper.Running])? {
        guard stopwatches.count > 1 else { return nil }
        let running = stopwatches.filter { $0.state.status == .running }.map { PanelItemMapper.Running(id: $0.id, name: $0.name) }
        return (stopwatches.current.name, running)
    }

    isolated deinit {
        nextSecond?.cancel()
        token.map(store.removeCollectionObserver)
    }

    /// The item shown now; `nil` while "Show in Panel" is off.
    public var item: PanelItem? { shown?.item }

    /// Whether the item wakes the app once a second.
    public var isCounting: Bool { nextSecond != nil }

    /// A click on the item: the window goes off screen when it is seen and the stopwatch has
    /// something to show out of sight (as closing it does), and comes on screen otherwise. A
    /// click never ends the app.
    public func activate() {
        if window.canHideWindow {
            window.windowCloseRequested()
        } else {
            platform.showWindow()
        }
    }

    /// The platform's word: a panel shows the item now (a panel took it), or none does (none
    /// on the desktop, or it went away).
    public func panelPresenceChanged(_ isInPanel: Bool) {
        guard isInPanel != self.isInPanel else { return }
        self.isInPanel = isInPanel
        refresh()
    }

    /// The menu's "Show Window".
    public func showWindow() {
        platform.showWindow()
    }

    /// The app is ending: the item goes with it.
    public func appWillEnd() {
        nextSecond?.cancel()
        nextSecond = nil
        guard shown != nil else { return }
        (shown, isInPanel) = (nil, false)
        service?.remove()
    }

    /// "Show in Panel" switched: kept for the next run, and the item shown or taken away.
    func toggleShown() {
        settings.showsInPanel.toggle()
        settingsSource?.save(settings)
        refresh()
        changes.notify(())
    }

    /// The settings changed from outside the app: "Show in Panel" applies at once.
    private func settingsChanged(_ changed: AppSettings) {
        // Every key is kept, not only its own: "Show in Panel" saves the whole settings, and a
        // stale copy would undo another key changed meanwhile.
        let wasShown = settings.showsInPanel
        settings = changed
        guard changed.showsInPanel != wasShown else { return }
        refresh()
        changes.notify(())
    }

    /// The commands that apply, as the app ViewModel publishes them with the stopwatch.
    func update(commands: Set<AppCommand>) {
        self.commands = commands
        refresh()
    }

    private func refresh() {
        nextSecond?.cancel()
        nextSecond = nil
        guard settings.showsInPanel, let service else {
            if shown != nil {
                (shown, isInPanel) = (nil, false)
                service?.remove()
            }
            return
        }
        let state = store.state
        let elapsed = state.elapsed(at: timer.now)
        let inputs = PanelItemMapper.Inputs(
            state: state, elapsed: elapsed, allows: commands.contains,
            name: several?.name, running: several?.running ?? [])
        if inputs != shown?.inputs {
            let item = mapper.item(for: inputs, shown: shown)
            if item != shown?.item { service.show(item) }
            shown = (item, inputs)
        }
        guard state.status == .running, isInPanel else { return }
        // A millisecond past the turn of the second, so the label has turned when it wakes.
        let intoSecond = elapsed - .seconds(elapsed.components.seconds)
        nextSecond = scheduler.schedule(after: .seconds(1) - intoSecond + .milliseconds(1)) { [weak self] in
            self?.refresh()
        }
    }
}
