import StopwatchCore

/// The stopwatches running on the other machines of a sync folder (ARCHITECTURE.md, "On every
/// machine"), live, for the list and the panel: mapped anew when the host reads a machine's
/// live state, and while one runs and the window can be seen, once a second, on the turn of
/// the soonest one's second (``MachineLiveState/nextChange(at:)``), and once more when a
/// machine falls silent. Out of sight, or with nothing running there, nothing wakes it.
///
/// A part of ``AppViewModel``, given the host's ``SyncFolderWatching`` and the wall clock the
/// other machines' times are reckoned on; without either it lists nothing.
@MainActor
final class ElsewhereStopwatches: ElsewhereListing {
    let elsewhereChanges = ObserverList<Void>()
    private(set) var elsewhereRows: [ElsewhereRow] = []
    private let source: SyncFolderWatching?
    private let wallClock: WallClock?
    private let scheduler: Scheduler
    private let mapper: ElsewhereRowMapper
    private var isSeen = true
    private var wake: ScheduledAction?
    private let subscriptions = Subscriptions()

    init(source: SyncFolderWatching?, wallClock: WallClock?, scheduler: Scheduler, localizer: Localizer) {
        self.source = source
        self.wallClock = wallClock
        self.scheduler = scheduler
        mapper = ElsewhereRowMapper(localizer: localizer)
        if let source {
            subscriptions.keep(source.changes.add { [weak self] in self?.refresh() }, removedBy: source.changes.remove)
        }
        refresh()
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
        let states = source.liveStates
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
