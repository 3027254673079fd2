import StopwatchCore

/// Where each stopwatch stands against its goal now (ARCHITECTURE.md, "Goals"), for Home and
/// whoever shows it: what the history keeps of each period is read when first asked (nothing
/// is read while no stopwatch has a goal), and again only when it may have changed (a session
/// stored or removed, a goal or a name changed) or the period ended; what runs here is added at
/// each asking, from the store, without a read.
///
/// It wakes on its own only while a stopwatch with a goal runs: when its time reaches the
/// next whole minute (what the progress says moves on) or the goal, a deadline of the
/// ``DeadlineService`` on that stopwatch's own time, so a pause delays it and a correction moves
/// it. And once at the end of the period, to read the next one.
///
/// A part of ``AppViewModel``, given the progress use case (none without a calendar).
@MainActor
final class GoalStandings {
    /// Told when a stopwatch's progress may say something else: a read landed, a stopwatch
    /// changed, or one reached a minute or its goal.
    let changes = ObserverList<Void>()
    /// Told when a stopwatch reaches its goal here, running or corrected (its progress then):
    /// once a period, and not for one met when first read, nor met by what the history
    /// brought (another machine's time).
    let reached = ObserverList<GoalReached>()
    private let useCase: GoalProgressUseCase?
    private let store: StopwatchStore
    private let timer: TimerService
    private let deadlines: DeadlineService
    private let scheduler: Scheduler
    private var standings: [StopwatchID: GoalStanding] = [:]
    /// What the standings were read for: each stopwatch's name and goals. A change of them
    /// reads again.
    private var readFor: [StopwatchID: Key] = [:]
    private var latestRead = 0
    private var isAsked = false
    /// The wake of each running stopwatch with a goal.
    private var wakes: [StopwatchID: DeadlineToken] = [:]
    private var periodEnd: ScheduledAction?
    /// The stopwatches met at the last look, and in which period.
    private var wasMet: [StopwatchID: LocalDay] = [:]
    /// The period each stopwatch's goal was last told reached in.
    private var told: [StopwatchID: LocalDay] = [:]
    /// Whether a read landed yet: until then every goal met is one met when first read.
    private var hasRead = false
    /// Whether a stopwatch started, paused or was corrected here while a read for a changed
    /// goal (or name) was on its way: a goal it met is told when the read lands, as it would
    /// have been at once.
    private var changedHereWhileReading = false
    private let subscriptions = Subscriptions()

    private struct Key: Equatable {
        let name: String
        let goals: GoalTimeline
    }

    init(progress: GoalProgressUseCase?, store: StopwatchStore, timer: TimerService, deadlines: DeadlineService, scheduler: Scheduler) {
        self.useCase = progress
        self.store = store
        self.timer = timer
        self.deadlines = deadlines
        self.scheduler = scheduler
        guard let progress else { return }
        subscriptions.keep(
            progress.historyChanges.add { [weak self] in
                // Only once asked: until then there is nothing to keep up to date.
                guard let self, isAsked else { return }
                read()
            }, removedBy: progress.historyChanges.remove)
        subscriptions.keep(
            store.addCollectionObserver { [weak self] _, change in self?.stopwatchesDidChange(change) },
            removedBy: store.removeCollectionObserver)
    }

    isolated deinit {
        wakes.values.forEach(deadlines.disarm)
        periodEnd?.cancel()
    }

    /// Where stopwatch `id` stands now; `nil` without a goal, or until the history is read.
    func progress(of id: StopwatchID) -> GoalProgress? {
        guard let useCase else { return nil }
        if !isAsked {
            isAsked = true
            read()
        }
        guard let standing = standings[id] else { return nil }
        // The period ended and no wake came yet (a suspend): what is kept belongs to the last.
        guard standing.bounds.contains(useCase.now) else { return nil }
        return useCase.progress(of: id, from: standing)
    }

    private func stopwatchesDidChange(_ change: StopwatchChange) {
        if case .laps = change { return }
        guard isAsked else { return }
        if keys() != readFor {
            if case .status = change, hasRead { changedHereWhileReading = true }
            return read()
        }
        look(tellingReached: true)
        changes.notify(())
    }

    private func keys() -> [StopwatchID: Key] {
        var keys: [StopwatchID: Key] = [:]
        for member in store.collection.members where member.goals.current != nil {
            keys[member.id] = Key(name: member.name, goals: member.goals)
        }
        return keys
    }

    /// Reads the last two weeks, enough for where each goal stands now; then the year behind
    /// them, only if a streak reaches past them.
    private func read(recentOnly: Bool = true) {
        guard let useCase else { return }
        latestRead += 1
        let read = latestRead
        let keys = keys()
        useCase.standings(recentOnly: recentOnly) { [weak self] result in
            guard let self, read == latestRead else { return }
            // A history that cannot be read shows no progress; it is read again when it changes.
            standings = (try? result.get()) ?? [:]
            readFor = keys
            // What the history brings (another machine's time, a mend) is shown, not told; what
            // changed here while it was read is told.
            look(tellingReached: changedHereWhileReading)
            (hasRead, changedHereWhileReading) = (true, false)
            armPeriodEnd()
            changes.notify(())
            if standings.values.contains(where: { !$0.isStreakWhole }) { self.read(recentOnly: false) }
        }
    }

    /// Looks at each stopwatch's progress: one that reached its goal since the last look,
    /// running or corrected, is told when `tellingReached`; each running one wakes at its next
    /// whole minute of progress, or at its goal if that comes first.
    private func look(tellingReached: Bool, lateness: Duration = .zero) {
        wakes.values.forEach(deadlines.disarm)
        wakes = [:]
        let now = timer.now
        var met: [StopwatchID: LocalDay] = [:]
        for (id, standing) in standings {
            guard let progress = progress(of: id) else { continue }
            if progress.isMet {
                met[id] = progress.period
                // Once a period: not again after a correction took it under and back over.
                if tellingReached, wasMet[id] != progress.period, told[id] != progress.period {
                    told[id] = progress.period
                    let name = store.collection[id]?.name ?? ""
                    reached.notify(GoalReached(stopwatch: id, name: name, progress: progress, lateness: lateness))
                }
            }
            guard let member = store.collection[id], member.state.status == .running else { continue }
            let toMinute = Duration.seconds(60) - .milliseconds(progress.done.wholeMilliseconds % 60_000)
            let toGoal = standing.goal.amount - progress.done
            let wait = toGoal > .zero ? min(toMinute, toGoal) : toMinute
            wakes[id] = deadlines.arm(.at(member.state.elapsed(at: now) + wait), on: id) { [weak self] reached in
                self?.look(tellingReached: true, lateness: max(.zero, reached.toldAt - reached.time))
                self?.changes.notify(())
            }
        }
        wasMet = met
    }

    /// At the end of the earliest period kept, the next is read.
    private func armPeriodEnd() {
        periodEnd?.cancel()
        periodEnd = nil
        guard let useCase, let end = standings.values.map(\.bounds.upperBound).min() else { return }
        periodEnd = scheduler.schedule(after: max(.zero, end - useCase.now)) { [weak self] in
            self?.periodEnd = nil
            self?.read()
        }
    }
}

extension GoalStandings: AppPart, GoalProgressReading {}
