/// Time ahead, in one place (ARCHITECTURE.md, "Deadlines"): any part asks to be told when a
/// stopwatch's time reaches a ``Deadline`` (its elapsed time or its lap in progress, at a
/// time or at every multiple of an interval), for any stopwatch, current or not, whether or
/// not a window shows it.
///
/// One timer serves them all: the ``Scheduler`` wakes the app at the earliest deadline of
/// the running stopwatches, and for nothing while none runs. The moments are worked out
/// anew from the stopwatch itself on each change the store tells (a start, a pause, a lap,
/// a reset, a correction, a restore), so a pause delays a deadline, a correction moves it
/// and one a time jumps past is not reached. Elapsed time comes from the
/// ``MonotonicClock`` (`CLOCK_BOOTTIME`), so a suspend counts as time on the stopwatch.
///
/// A deadline stays armed until disarmed, on a stopwatch that is gone too: it comes back to
/// life if the stopwatch does (an undone removal).
public final class DeadlineService {
    /// What a part is told when a deadline is reached.
    public struct Reached: Equatable, Sendable {
        /// The stopwatch whose time reached it.
        public let stopwatch: StopwatchID
        public let deadline: Deadline
        /// The measured time it was reached at (25:00 for "at 25:00"; 10:00, 20:00… for
        /// "every 10 minutes").
        public let time: Duration
        /// The measured time when it was told: later than `time` by however late the wake
        /// came.
        public let toldAt: Duration

        public init(stopwatch: StopwatchID, deadline: Deadline, time: Duration, toldAt: Duration) {
            self.stopwatch = stopwatch
            self.deadline = deadline
            self.time = time
            self.toldAt = toldAt
        }
    }

    /// One armed deadline, and where it is reached next.
    private final class Entry {
        let token: Int
        let deadline: Deadline
        let action: (Reached) -> Void
        /// The measured time it is reached at next; `nil` when nothing ahead reaches it.
        var next: Duration?
        /// The clock's reading then, while the stopwatch runs; `nil` otherwise.
        var instant: Duration?

        init(token: Int, deadline: Deadline, action: @escaping (Reached) -> Void) {
            self.token = token
            self.deadline = deadline
            self.action = action
        }
    }

    /// The deadlines of one stopwatch.
    private struct Group {
        var entries: [Int: Entry] = [:]
        /// How many measure the lap in progress: a lap moves those only.
        var lapEntries = 0
        /// The earliest instant among them.
        var earliest: Duration?

        mutating func refreshEarliest() {
            earliest = entries.values.lazy.compactMap(\.instant).min()
        }
    }

    /// Told after the deadlines reached at one moment have all been told (one wake, or one
    /// change of the store): a part told several at once (a late wake after a suspend) can
    /// then tell the user of the last alone.
    public let tellingEnded = ObserverList<Void>()

    private let store: StopwatchStore
    private let clock: MonotonicClock
    private let scheduler: Scheduler
    private var groups: [StopwatchID: Group] = [:]
    private var stopwatchOfToken: [Int: StopwatchID] = [:]
    private var nextToken = 0
    private var wake: (instant: Duration, action: ScheduledAction)?
    private var storeToken: ObserverToken?
    /// Whether deadlines are being told: the wake is set once, after the last.
    private var isTelling = false

    public init(store: StopwatchStore, clock: MonotonicClock, scheduler: Scheduler) {
        self.store = store
        self.clock = clock
        self.scheduler = scheduler
        storeToken = store.addCollectionObserver { [unowned self] _, change in stopwatchesChanged(change) }
    }

    deinit {
        wake?.action.cancel()
        storeToken.map(store.removeCollectionObserver)
    }

    /// How many deadlines are armed.
    public var armedCount: Int { stopwatchOfToken.count }

    /// Whether the app is to be woken for a deadline.
    public var isWaiting: Bool { wake != nil }

    /// Calls `action` each time the time of the stopwatch `id` reaches `deadline` while it
    /// runs, until ``disarm(_:)``.
    public func arm(_ deadline: Deadline, on id: StopwatchID, _ action: @escaping (Reached) -> Void) -> DeadlineToken {
        nextToken += 1
        let entry = Entry(token: nextToken, deadline: deadline, action: action)
        stopwatchOfToken[entry.token] = id
        var group = groups[id] ?? Group()
        place(entry, for: store.collection[id]?.state, now: clock.now())
        group.entries[entry.token] = entry
        if deadline.measure == .lapInProgress { group.lapEntries += 1 }
        if let instant = entry.instant, group.earliest.map({ instant < $0 }) ?? true { group.earliest = instant }
        groups[id] = group
        rescheduleWake()
        return DeadlineToken(id: entry.token)
    }

    /// Tells nothing more of the deadline `token` stands for; disarming it twice does nothing.
    public func disarm(_ token: DeadlineToken) {
        guard let id = stopwatchOfToken.removeValue(forKey: token.id), var group = groups[id],
            let entry = group.entries.removeValue(forKey: token.id)
        else { return }
        if entry.deadline.measure == .lapInProgress { group.lapEntries -= 1 }
        if entry.instant != nil, entry.instant == group.earliest { group.refreshEarliest() }
        groups[id] = group.entries.isEmpty ? nil : group
        rescheduleWake()
    }

    /// Where `entry` is reached next for a stopwatch in `state` (none for a stopwatch that
    /// is gone), at the clock's reading `now`.
    private func place(_ entry: Entry, for state: StopwatchState?, now: Duration) {
        guard let state else {
            (entry.next, entry.instant) = (nil, nil)
            return
        }
        let offset = entry.deadline.measure == .lapInProgress ? state.laps.total : .zero
        let time = max(.zero, state.elapsed(at: now) - offset)
        entry.next = entry.deadline.next(after: time)
        guard let next = entry.next, let runningSince = state.runningSince, state.status == .running else {
            entry.instant = nil
            return
        }
        // Running, the elapsed time at a reading r is accumulated + (r - runningSince).
        entry.instant = runningSince + (next + offset - state.accumulated)
    }

    /// The store told a change: what was due by the stopwatch as it was is told first (it was
    /// reached while it ran), then the deadlines of what changed are placed anew.
    private func stopwatchesChanged(_ change: StopwatchChange) {
        guard !groups.isEmpty else { return }
        let now = clock.now()
        switch change {
        case .laps(let id):
            // A lap moves only the lap in progress.
            guard let group = groups[id], group.lapEntries > 0 else { return }
            tellDue(at: now, in: [id])
            replace(id, now: now, lapsOnly: true)
        case .status(let id):
            guard groups[id] != nil else { return }
            tellDue(at: now, in: [id])
            replace(id, now: now, lapsOnly: false)
        case .list:
            let ids = Array(groups.keys)
            tellDue(at: now, in: ids)
            for id in ids { replace(id, now: now, lapsOnly: false) }
        }
        rescheduleWake()
    }

    /// Places the deadlines of `id` anew from the stopwatch as the store holds it now (an
    /// observer told of one change may find a later one made by another).
    private func replace(_ id: StopwatchID, now: Duration, lapsOnly: Bool) {
        guard var group = groups[id] else { return }
        let state = store.collection[id]?.state
        for entry in group.entries.values where !lapsOnly || entry.deadline.measure == .lapInProgress {
            place(entry, for: state, now: now)
        }
        group.refreshEarliest()
        groups[id] = group
    }

    /// The wake came: every deadline due by now is told.
    private func wakeCame() {
        wake = nil
        tellDue(at: clock.now(), in: Array(groups.keys))
        rescheduleWake()
    }

    /// Tells every deadline of the stopwatches `ids` whose instant is `now` or before, in the
    /// order they were reached, each once however many of its moments passed (the last of
    /// them); each is placed
    /// at its next moment before anyone is told, so what an action changes finds it there.
    private func tellDue(at now: Duration, in ids: [StopwatchID]) {
        var due: [(instant: Duration, entry: Entry, reached: Reached)] = []
        for id in ids {
            guard var group = groups[id], let earliest = group.earliest, earliest <= now else { continue }
            let state = store.collection[id]?.state
            for entry in group.entries.values {
                guard let instant = entry.instant, instant <= now, let time = entry.next else { continue }
                let offset = entry.deadline.measure == .lapInProgress ? (state?.laps.total ?? .zero) : .zero
                let toldAt = max(time, (state?.elapsed(at: now) ?? time) - offset)
                // Of several moments passed at once, the last is told.
                let reached = entry.deadline.last(atOrBefore: toldAt) ?? time
                due.append((instant, entry, Reached(stopwatch: id, deadline: entry.deadline, time: reached, toldAt: toldAt)))
                entry.next = entry.deadline.next(after: toldAt)
                entry.instant = entry.next.map { instant + ($0 - time) }
            }
            group.refreshEarliest()
            groups[id] = group
        }
        guard !due.isEmpty else { return }
        due.sort { ($0.instant, $0.entry.token) < ($1.instant, $1.entry.token) }
        let wasTelling = isTelling
        isTelling = true
        for (_, entry, reached) in due where stopwatchOfToken[entry.token] != nil {
            entry.action(reached)
        }
        isTelling = wasTelling
        if !wasTelling { tellingEnded.notify(()) }
    }

    /// Sets the one wake to the earliest instant of all, if it is not set there already.
    private func rescheduleWake() {
        guard !isTelling else { return }
        let earliest = groups.values.lazy.compactMap(\.earliest).min()
        guard earliest != wake?.instant else { return }
        wake?.action.cancel()
        wake = nil
        guard let earliest else { return }
        let delay = max(.zero, earliest - clock.now())
        wake = (earliest, scheduler.schedule(after: delay) { [unowned self] in wakeCame() })
    }
}

/// A handle for disarming a deadline armed with a ``DeadlineService``.
public struct DeadlineToken: Hashable, Sendable {
    let id: Int
}
