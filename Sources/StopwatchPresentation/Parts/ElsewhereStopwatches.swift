import StopwatchCore

/// The stopwatches running on the other machines of a sync folder (ARCHITECTURE.md, "On every
/// machine"), live, for the list and the panel: mapped anew when the host reads a machine's
/// live state, and while one runs and the window can be seen, once a second, on the turn of
/// the soonest one's second (``MachineLiveState/nextChange(at:)``), and once more when a
/// machine falls silent. Out of sight, or with nothing running there, nothing wakes it. A
/// machine forgotten (Preferences, "Other computers") is left out, as it is of the totals:
/// the history says which once another machine's state is first read (never before: without
/// a sync folder nothing asks, and a first run makes no history for it), and again whenever
/// the history changes; nothing is listed before its answer, so a forgotten machine's
/// stopwatches never show for a moment.
///
/// A part of ``AppViewModel``, given the host's ``OtherMachinesWatching``, the wall clock the
/// other machines' times are reckoned on and the history; without the first two it lists
/// nothing.
@MainActor
final class ElsewhereStopwatches: ElsewhereListing {
    let elsewhereChanges = ObserverList<Void>()
    private(set) var elsewhereRows: [ElsewhereRow] = []
    private let source: OtherMachinesWatching?
    private let wallClock: WallClock?
    private let scheduler: Scheduler
    private let mapper: ElsewhereRowMapper
    private let history: SessionHistoryUseCases?
    /// The machines forgotten; `nil` until the history answers the first asking.
    private var forgotten: Set<MachineID>?
    /// The latest asking of the history; only its answer is taken (one asked before a change
    /// may tell what was before it).
    private var latestAsking = 0
    private var isSeen = true
    private var wake: ScheduledAction?
    private let subscriptions = Subscriptions()

    init(
        source: OtherMachinesWatching?, wallClock: WallClock?, history: SessionHistoryUseCases?, scheduler: Scheduler, localizer: Localizer
    ) {
        self.source = source
        self.wallClock = wallClock
        self.history = history
        self.scheduler = scheduler
        mapper = ElsewhereRowMapper(localizer: localizer)
        if let source {
            subscriptions.keep(source.changes.add { [weak self] in self?.refresh() }, removedBy: source.changes.remove)
        }
        if let history {
            let token = history.changes.add { [weak self] in
                // Only once asked: until then there is nothing to keep up to date.
                guard let self, latestAsking > 0 else { return }
                askForgotten()
            }
            subscriptions.keep(token, removedBy: history.changes.remove)
        } else {
            forgotten = []
        }
        refresh()
    }

    /// Asks the history which machines are forgotten, and lists anew with the answer; one it
    /// cannot give forgets none (the stopwatches are shown rather than hidden).
    private func askForgotten() {
        guard let history else { return }
        latestAsking += 1
        let asking = latestAsking
        history.forgottenMachines { [weak self] result in
            guard let self, asking == latestAsking else { return }
            forgotten = (try? result.get()) ?? []
            refresh()
        }
    }

    isolated deinit {
        wake?.cancel()
    }

    /// Whether it wakes each second.
    var isCounting: Bool { wake != nil }

    /// Whether the window can be seen: the rows' seconds are counted only while it can.
    func windowSightChanged(_ sight: WindowSight) {
        guard sight.isSeen != isSeen else { return }
        isSeen = sight.isSeen
        refresh()
    }

    private func refresh() {
        wake?.cancel()
        wake = nil
        guard let source, let wallClock else { return }
        guard let forgotten else {
            // Another machine's state is here: which are forgotten is asked for once.
            if !source.liveStates.isEmpty, latestAsking == 0 { askForgotten() }
            return
        }
        let states = ElsewhereRowMapper.shown(source.liveStates, forgotten: forgotten)
        let now = wallClock.now()
        let rows = mapper.rows(of: states, at: now)
        if rows != elsewhereRows {
            elsewhereRows = rows
            elsewhereChanges.notify(())
        }
        guard isSeen, let delay = states.compactMap({ $0.nextChange(at: now) }).min() else { return }
        wake = scheduler.schedule(after: delay) { [weak self] in
            self?.wake = nil
            self?.refresh()
        }
    }
}

extension ElsewhereStopwatches: AppPart {}
