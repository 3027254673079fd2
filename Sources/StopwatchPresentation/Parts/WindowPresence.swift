import StopwatchCore

/// The window as the rest of the desktop sees it: its title (the time to the second while it
/// is not the active window), its description for screen readers, whether it is the active
/// one (``WindowActivity``), and what follows from whether it can be seen at all: ticks, frames
/// and the notification while it is not.
///
/// A part of ``AppViewModel``, which publishes its ``windowTitle``, made anew before
/// ``changes`` tells it: the window became active or stopped being so, or a new second changes
/// the title. The parts that follow whether the window is seen listen to ``sightChanges``.
@MainActor
final class WindowPresence {
    /// Told when the title may change: the window became active or stopped being so, the
    /// stopwatch started, stopped or was corrected (a lap changes no title), another one became
    /// current, or (while the window is not the active one) a new second began.
    let changes = ObserverList<Void>()
    /// Told when the window comes into sight or goes out of it, or the app started without it.
    let sightChanges = ObserverList<WindowSight>()
    /// Told when the window becomes the active one (`true`) or stops being so (after the
    /// grace of ``WindowActivity``).
    let activityChanges = ObserverList<Bool>()
    private let activity: WindowActivity
    private let titles: TitleMapper
    private weak var describer: WindowDescribing?
    private let ticker: TickVisibility?
    private let store: StopwatchStore
    private let timer: TimerService
    private let subscriptions = Subscriptions()
    /// What of the current stopwatch the title shows, as last seen.
    private var shownTime: (status: StopwatchStatus, accumulated: Duration, runningSince: Duration?)
    /// The whole second the title shows, so a tick maps the title only when it changes: two
    /// comparisons per tick instead of a 128-bit division.
    private var titleSecond: Range<Duration> = .zero ..< .zero
    /// The description as it was when the window became active.
    private var description = ""
    /// What the title and description were last made from, and the title: a lap, or any
    /// other change within the same second, would make the same words again (a lap's cost,
    /// docs/performance.md). Running, both say the time to the second; otherwise the time
    /// as it is (two paused stopwatches can share a second, not their hundredths).
    private var made: (status: StopwatchStatus, time: Duration, showsTime: Bool, title: String)?
    /// The window's title and description, for the current stopwatch as last told: the slice
    /// the app publishes, read without making anything.
    private(set) var windowTitle = WindowTitle(title: "", description: "")

    init(
        scheduler: Scheduler, localizer: Localizer, describer: WindowDescribing, ticker: TickVisibility?, store: StopwatchStore,
        timer: TimerService
    ) {
        activity = WindowActivity(scheduler: scheduler)
        titles = TitleMapper(localizer: localizer)
        self.describer = describer
        self.ticker = ticker
        self.store = store
        self.timer = timer
        let state = store.state
        shownTime = (state.status, state.accumulated, state.runningSince)
        // The activity is this part's own: its list goes with it.
        activity.changes.add { [weak self] in
            guard let self else { return }
            titleMayHaveChanged()
            activityChanges.notify(activity.isActive)
        }
        subscriptions.keep(store.addObserver { [weak self] state in self?.stopwatchDidChange(state) }, removedBy: store.removeObserver)
        windowTitle = makeTitle()
    }

    private func stopwatchDidChange(_ state: StopwatchState) {
        let time = (state.status, state.accumulated, state.runningSince)
        guard time != shownTime else { return }
        shownTime = time
        titleMayHaveChanged()
    }

    private func titleMayHaveChanged() {
        windowTitle = makeTitle()
        changes.notify(())
    }

    /// The platform's word: the window became the active one (`true`: the user is in it), or
    /// another window did.
    func windowActivityChanged(_ isActive: Bool) {
        activity.windowActivityChanged(isActive)
    }

    /// The platform's word: the window can be seen (`true`), or not (closed, minimised,
    /// hidden). The running time is refreshed and drawn only while it can; the notification
    /// shows the stopwatch while it cannot.
    func windowVisibilityChanged(_ seen: Bool) {
        ticker?.setVisible(seen)
        sightChanges.notify(seen ? .seen : .unseen)
    }

    /// Started without a window (by D-Bus, to run a command): nothing ticks, and the
    /// notification shows the stopwatch while it has time.
    func startedInBackground() {
        ticker?.setVisible(false)
        sightChanges.notify(.startedInBackground)
    }

    /// The running time moved on: a new second changes the title while the window is not
    /// the active one (while it is, the title and the description hold still).
    func refresh(_ refresh: RunningTimeRefresh) {
        guard !titleSecond.contains(refresh.elapsed) else { return }
        if activity.isActive {
            titleSecond = WholeSecond(containing: refresh.elapsed).range
        } else {
            titleMayHaveChanged()
        }
    }

    /// The window's title and description, for the current stopwatch now.
    private func makeTitle() -> WindowTitle {
        let status = store.state.status
        let elapsed = timer.elapsed
        titleSecond = WholeSecond(containing: elapsed).range
        let showsTime = !activity.isActive
        let time = status == .running ? titleSecond.lowerBound : elapsed
        if let made, made.status == status, made.time == time, made.showsTime == showsTime {
            return WindowTitle(title: made.title, description: description)
        }
        if showsTime { description = describer?.windowDescription(elapsed: elapsed) ?? "" }
        let title = titles.windowTitle(status: status, elapsed: elapsed, showsTime: showsTime)
        made = (status, time, showsTime, title)
        return WindowTitle(title: title, description: description)
    }
}

extension WindowPresence: SlicePublishing {
    func publish(into state: inout AppViewState) {
        state.window = windowTitle
    }
}
