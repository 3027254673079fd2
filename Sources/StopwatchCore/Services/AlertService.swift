/// Tells when a stopwatch reaches one of its alerts (ARCHITECTURE.md, "Told in time"), whichever stopwatch,
/// whether or not anything shows it: each alert is a deadline of the ``DeadlineService``, so
/// a pause delays it, a correction moves it (one jumped past is not told), a reset arms it
/// again, and the app wakes for the next one only.
///
/// Each told alert is saved with the stopwatch's time then: the next start tells as missed
/// only what came due after the last save (``tellMissed(restoring:wallClockNow:)``), never an
/// alert told already, even after a kill.
public final class AlertService {
    /// Told each alert as it comes due, and each missed one at the start.
    public let reached = ObserverList<AlertReached>()

    private let context: StopwatchContext
    private let deadlines: DeadlineService
    /// What is armed for each stopwatch: its alerts then, and their deadlines.
    private var armed: [StopwatchID: (alerts: StopwatchAlerts, tokens: [DeadlineToken])] = [:]
    /// The alerts reached at the moment being told, the last of each stopwatch, in the order
    /// their stopwatches first reached one.
    private var pending: [AlertReached] = []
    private var storeToken: ObserverToken?
    private var tellingToken: ObserverToken?

    public init(context: StopwatchContext, deadlines: DeadlineService) {
        self.context = context
        self.deadlines = deadlines
        storeToken = context.store.addCollectionObserver { [unowned self] _, change in
            // Alerts are set, and stopwatches come and go, only in changes of the list.
            if change == .list { armAnew() }
        }
        tellingToken = deadlines.tellingEnded.add { [unowned self] in tellPending() }
        armAnew()
    }

    deinit {
        storeToken.map(context.store.removeCollectionObserver)
        tellingToken.map(deadlines.tellingEnded.remove)
        for (_, entry) in armed { entry.tokens.forEach(deadlines.disarm) }
    }

    /// How many deadlines the alerts hold.
    public var armedCount: Int { armed.values.reduce(0) { $0 + $1.tokens.count } }

    /// Tells, once, the alerts that came due while the app was not running: for each
    /// stopwatch saved running in `snapshot`, the last alert its time reached between the
    /// save and `wallClockNow`, with when that was by the wall clock. Saves then, so that they
    /// are not told again.
    public func tellMissed(restoring snapshot: StopwatchCollectionSnapshot, wallClockNow: Duration) {
        var missed: [AlertReached] = []
        for member in snapshot.members where member.snapshot.status == .running && !member.alerts.isEmpty {
            let saved = member.snapshot.elapsed
            let closedFor = TimeBounds.interval(from: member.snapshot.savedAt, to: wallClockNow)
            guard let (kind, time) = member.alerts.last(reachedFrom: saved, to: TimeBounds.sum(saved, closedFor)) else { continue }
            missed.append(
                AlertReached(
                    stopwatch: member.id, name: member.name, kind: kind, time: time,
                    missedAt: TimeBounds.clampWallClock(member.snapshot.savedAt + (time - saved))))
        }
        guard !missed.isEmpty else { return }
        context.save()
        for alert in missed { reached.notify(alert) }
    }

    /// Arms the alerts of every stopwatch whose alerts are not armed as they are, and
    /// disarms those of stopwatches that are gone.
    private func armAnew() {
        let collection = context.store.collection
        var present = Set<StopwatchID>()
        for member in collection {
            present.insert(member.id)
            guard armed[member.id]?.alerts != member.alerts else { continue }
            disarm(member.id)
            arm(member.alerts, on: member.id)
        }
        for id in armed.keys where !present.contains(id) { disarm(id) }
    }

    private func arm(_ alerts: StopwatchAlerts, on id: StopwatchID) {
        guard !alerts.isEmpty else { return }
        var tokens = alerts.times.map { time in
            deadlines.arm(.at(time), on: id) { [unowned self] in tell($0, kind: .time) }
        }
        if let interval = alerts.interval {
            tokens.append(deadlines.arm(.every(interval), on: id) { [unowned self] in tell($0, kind: .interval) })
        }
        armed[id] = (alerts, tokens)
    }

    private func disarm(_ id: StopwatchID) {
        guard let entry = armed.removeValue(forKey: id) else { return }
        entry.tokens.forEach(deadlines.disarm)
    }

    /// One alert's deadline was reached: it waits for the others reached at the same moment.
    private func tell(_ deadline: DeadlineService.Reached, kind: AlertReached.Kind) {
        guard let member = context.store.collection[deadline.stopwatch] else { return }
        let alert = AlertReached(
            stopwatch: member.id, name: member.name, kind: kind, time: deadline.time,
            lateness: max(.zero, deadline.toldAt - deadline.time))
        guard let index = pending.firstIndex(where: { $0.stopwatch == member.id }) else {
            pending.append(alert)
            return
        }
        // Of several reached at once, the last is told; at the same time, a time wins over
        // the interval (one alert, the time's sound).
        let other = pending[index]
        if alert.time > other.time || (alert.time == other.time && kind == .time) { pending[index] = alert }
    }

    /// Tells the alerts of the moment just told, one a stopwatch, having saved their
    /// stopwatches' times.
    private func tellPending() {
        guard !pending.isEmpty else { return }
        let told = pending
        pending = []
        context.save()
        for alert in told { reached.notify(alert) }
    }
}
