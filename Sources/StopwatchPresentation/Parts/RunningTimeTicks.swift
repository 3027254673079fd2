import StopwatchCore

/// How the running time moves on (ARCHITECTURE.md, "Time"): on every tick of the
/// ``TimerService`` while times are shown finer than the second; on each turn of the second
/// shown, and nothing between, while they are shown to the whole second (deadlines of the
/// ``DeadlineService``: the total's second, and the lap's while the lap is the big number).
/// Each refresh says whether a new second began.
///
/// A part of ``AppViewModel``, given the core's services and the settings; it is told whether
/// the window is seen (to the whole second it wakes only while it is), and tells
/// ``refreshes`` to the screens and the window's title.
@MainActor
final class RunningTimeTicks {
    /// Told each time the running time moved on.
    let refreshes = ObserverList<RunningTimeRefresh>()
    private let store: StopwatchStore
    private let timer: TimerService
    private let deadlines: DeadlineService
    private let settings: SettingsReading
    private var style: TimeStyle
    private var isSeen = true
    /// The deadlines armed while times are shown to the whole second, and on which stopwatch.
    private var armed: (stopwatch: StopwatchID, tokens: [DeadlineToken])?
    /// The second of the total, and of the lap in progress, at the last refresh: a refresh
    /// within them begins no new second (two comparisons instead of a 128-bit division).
    private var totalSecond: Range<Duration> = .zero ..< .zero
    private var lapSecond: Range<Duration> = .zero ..< .zero
    private let subscriptions = Subscriptions()

    init(store: StopwatchStore, timer: TimerService, deadlines: DeadlineService, settings: SettingsReading) {
        self.store = store
        self.timer = timer
        self.deadlines = deadlines
        self.settings = settings
        style = settings.settings.timeStyle
        // Unowned, as it runs a hundred times a second: removed as this part goes.
        subscriptions.keep(timer.addTickObserver { [unowned self] in refresh() }, removedBy: timer.removeTickObserver)
        subscriptions.keep(settings.observe(\.timeStyle) { [weak self] style in self?.restyle(style) }, removedBy: settings.removeObserver)
        subscriptions.keep(store.addObserver { [weak self] state in self?.stopwatchDidChange(state) }, removedBy: store.removeObserver)
        arm()
    }

    isolated deinit {
        armed?.tokens.forEach(deadlines.disarm)
    }

    /// Whether the window can be seen: to the whole second, nothing wakes while it cannot,
    /// and the time shown is brought up to date when it comes back.
    func windowSightChanged(_ sight: WindowSight) {
        guard sight.isSeen != isSeen else { return }
        isSeen = sight.isSeen
        arm()
        if isSeen, armed != nil { refresh() }
    }

    /// The current stopwatch changed, or another one became current: the screens show it as
    /// it is now (a whole view state), so the seconds count on from there; another current
    /// one's seconds are the ones to wake for.
    private func stopwatchDidChange(_ state: StopwatchState) {
        let elapsed = state.elapsed(at: timer.now)
        totalSecond = WholeSecond(containing: elapsed).range
        lapSecond = WholeSecond(containing: elapsed - state.laps.total).range
        if let armed, armed.stopwatch != store.collection.currentID { arm() }
    }

    private func restyle(_ style: TimeStyle) {
        self.style = style
        arm()
    }

    /// Ticks while times are finer than the second; the deadlines of the current stopwatch's
    /// seconds, while the window is seen, otherwise.
    private func arm() {
        armed?.tokens.forEach(deadlines.disarm)
        armed = nil
        let wholeSeconds = style.precision == .seconds
        timer.ticksWhileRunning = !wholeSeconds
        guard wholeSeconds, isSeen else { return }
        let id = store.collection.currentID
        var measures: [Deadline.Measure] = [.elapsed]
        if style.bigNumber == .lap { measures.append(.lapInProgress) }
        let tokens = measures.map { measure in
            deadlines.arm(.every(.seconds(1), of: measure), on: id) { [weak self] _ in self?.refresh() }
        }
        armed = (id, tokens)
    }

    private func refresh() {
        let state = store.state
        let elapsed = state.elapsed(at: timer.now)
        var isNewSecond = !totalSecond.contains(elapsed)
        if isNewSecond { totalSecond = WholeSecond(containing: elapsed).range }
        // The lap as the big number turns its seconds at its own moments.
        if style.bigNumber == .lap {
            let lap = elapsed - state.laps.total
            if !lapSecond.contains(lap) {
                lapSecond = WholeSecond(containing: lap).range
                isNewSecond = true
            }
        }
        refreshes.notify(RunningTimeRefresh(state: state, elapsed: elapsed, isNewSecond: isNewSecond))
    }
}

extension RunningTimeTicks: AppPart {}
