/// Where the time went (ARCHITECTURE.md, "Where the time went"): the totals of a range of local days, by day, week or
/// month, from the kept sessions (read in the background) and the stopwatches as they are
/// now, counted live up to this instant.
public final class TotalsUseCase {
    private let store: StopwatchStore
    private let wallClock: WallClock
    private let history: SessionHistoryRepository
    private let calendar: LocalCalendar

    public init(store: StopwatchStore, wallClock: WallClock, history: SessionHistoryRepository, calendar: LocalCalendar) {
        self.store = store
        self.wallClock = wallClock
        self.history = history
        self.calendar = calendar
    }

    /// Told when a session was stored or removed: the totals kept may have changed.
    public var historyChanges: ObserverList<Void> { history.changes }

    /// The other machines of a sync folder whose time the history counts, on the main loop.
    public func otherMachines(_ completion: @escaping (Result<[(id: MachineID, name: String?)], HistoryFailure>) -> Void) {
        history.otherMachines(completion)
    }

    /// Today, in the user's calendar.
    public var today: LocalDay { calendar.day(containing: wallClock.now()) }

    /// The locale's first day of the week (0 Sunday … 6 Saturday).
    public var firstWeekday: Int { calendar.firstWeekday }

    /// The totals of `range`, on the main loop; sessions from before names counted under
    /// `unnamed`; `machine`'s sessions, with what runs here now when it counts this machine
    /// (and `countsLive`: without, what the history keeps alone). A
    /// ``TotalsRange`` is never longer than its longest, so neither the read nor the answer
    /// grows without bound.
    public func execute(
        _ range: TotalsRange, unnamed: String, machine: MachineChoice = .all, countsLive: Bool = true,
        _ completion: @escaping (Result<[PeriodTotal], HistoryFailure>) -> Void
    ) {
        let (period, first, last) = (range.period, range.first, range.last)
        history.runTimes(boundaries: Self.boundaries(from: first, through: last, in: calendar), unnamed: unnamed, machine: machine) {
            [calendar, store, wallClock] result in
            completion(
                result.map { kept in
                    let now = TimeBounds.clampWallClock(wallClock.now())
                    let live =
                        machine.includesThisMachine && countsLive ? RunLog.inProgress(store.collection, at: now) : (spans: [], credits: [])
                    return TotalsCalculator(calendar: calendar).totals(
                        spans: kept.spans + live.spans, credits: kept.credits + live.credits, from: first, through: last, by: period)
                })
        }
    }

    /// The wall-clock instants of `day`: from its start to the next day's (none for the
    /// calendar's last day, which has no next).
    public func bounds(of day: LocalDay) -> Range<Duration> {
        let start = calendar.start(of: day)
        return start..<max(start, calendar.start(of: day.adding(days: 1)))
    }

    /// Now, on the wall clock.
    public var now: Duration { TimeBounds.clampWallClock(wallClock.now()) }

    /// What the stopwatches as they are now ran within `range`, up to this instant, with the
    /// corrections made in it; only those named `stopwatch` when given. Nothing is read from
    /// the history.
    public func liveTotal(within range: Range<Duration>, stopwatch: String? = nil) -> Duration {
        var members = store.collection.members
        if let stopwatch { members.removeAll { $0.name != stopwatch } }
        let live = RunLog.inProgress(of: members, at: now)
        var total = Duration.zero
        for span in live.spans {
            let start = max(span.start, range.lowerBound)
            let end = min(span.end, range.upperBound)
            if start < end { total += end - start }
        }
        for credit in live.credits where range.contains(credit.at) { total += credit.amount }
        return total
    }

    /// The totals of `range` of what the stopwatches as they are now ran, up to this instant,
    /// by day; nothing is read from the history.
    public func liveTotals(of range: TotalsRange) -> [PeriodTotal] {
        let live = RunLog.inProgress(store.collection, at: now)
        return TotalsCalculator(calendar: calendar).totals(
            spans: live.spans, credits: live.credits, from: range.first, through: range.last, by: range.period)
    }

    /// What the history keeps for `day`, every stopwatch's ended sessions together, on the
    /// main loop.
    public func keptTotal(of day: LocalDay, _ completion: @escaping (Result<Duration, HistoryFailure>) -> Void) {
        history.runTimes(boundaries: Self.boundaries(from: day, through: day, in: calendar), unnamed: "") { [calendar] result in
            completion(
                result.map { kept in
                    TotalsCalculator(calendar: calendar).totals(spans: kept.spans, credits: kept.credits, from: day, through: day, by: .day)
                        .first { $0.stopwatch.isEmpty }?.total ?? .zero
                })
        }
    }

    /// The start of each day from `first` through `last`, then the end of the last: the
    /// periods the history sums.
    public static func boundaries(from first: LocalDay, through last: LocalDay, in calendar: LocalCalendar) -> [Duration] {
        guard first <= last else { return [] }
        return (0...(last.dayNumber - first.dayNumber + 1)).map { calendar.start(of: first.adding(days: $0)) }
    }
}
