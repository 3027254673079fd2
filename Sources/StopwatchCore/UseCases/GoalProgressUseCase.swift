/// Where each stopwatch with a goal stands (ARCHITECTURE.md, "Goals"): its time this day or week on
/// every machine, as Totals count it (the history read in the background, what runs here
/// counted up to now), and its streak.
public final class GoalProgressUseCase {
    private let store: StopwatchStore
    private let totals: TotalsUseCase
    /// Not a stopwatch's name (no name holds a control character): the sessions from before
    /// names are counted under it, and so towards no goal.
    private static let unnamed = "\u{0}"

    public init(store: StopwatchStore, totals: TotalsUseCase) {
        self.store = store
        self.totals = totals
    }

    /// Told when a session was stored or removed: what is kept may have changed.
    public var historyChanges: ObserverList<Void> { totals.historyChanges }

    /// The progress of every stopwatch that has a goal now, on the main loop; nothing is read
    /// when none has.
    public func execute(_ completion: @escaping (Result<[StopwatchID: GoalProgress], HistoryFailure>) -> Void) {
        standings { [store, totals] result in
            completion(
                result.map { standings in
                    var progress: [StopwatchID: GoalProgress] = [:]
                    for (id, standing) in standings {
                        progress[id] = Self.progress(of: id, from: standing, store: store, totals: totals)
                    }
                    return progress
                })
        }
    }

    /// What the history keeps towards each goal now, on the main loop: what runs here is
    /// left out, for ``progress(of:)`` to add at each asking. Nothing is read when no
    /// stopwatch has a goal. `recentOnly`: the last two weeks alone, enough for where each
    /// stands now; a streak that reaches past them says so (``GoalStanding/isStreakWhole``),
    /// for a read of the whole year to follow.
    public func standings(
        recentOnly: Bool = false, _ completion: @escaping (Result<[StopwatchID: GoalStanding], HistoryFailure>) -> Void
    ) {
        let members = store.collection.members.filter { $0.goals.current != nil }
        guard !members.isEmpty else { return completion(.success([:])) }
        let today = totals.today
        let days = GoalCalculator.days(endingOn: today, recentOnly: recentOnly)
        guard case .success(let range) = TotalsRange.checked(.day, from: days.lowerBound, through: days.upperBound) else {
            return completion(.success([:]))
        }
        let calculator = GoalCalculator(firstWeekday: totals.firstWeekday)
        totals.execute(range, unnamed: Self.unnamed, countsLive: false) { [totals] result in
            completion(
                result.map { rows in
                    let kept = Self.daily(rows)
                    // What runs now counts in the periods before this one as it ran there (they
                    // are behind it: it adds nothing more to them); in this one, at each asking.
                    var daily = kept
                    for (name, days) in Self.daily(totals.liveTotals(of: range)) {
                        for (day, total) in days { daily[name, default: [:]][day, default: .zero] += total }
                    }
                    var standings: [StopwatchID: GoalStanding] = [:]
                    for member in members {
                        standings[member.id] = calculator.standing(
                            of: member.goals, daily: daily[member.name] ?? [:], kept: kept[member.name] ?? [:], today: today,
                            earliest: days.lowerBound
                        ) { period, first in
                            let start = totals.bounds(of: first).lowerBound
                            let last = period == .day ? first : first.adding(days: 6)
                            return start..<max(start, totals.bounds(of: last).upperBound)
                        }
                    }
                    return standings
                })
        }
    }

    /// Each stopwatch's time per local day, from totals by day (the all-stopwatches rows and
    /// the sessions from before names left out).
    private static func daily(_ rows: [PeriodTotal]) -> [String: [LocalDay: Duration]] {
        var daily: [String: [LocalDay: Duration]] = [:]
        for row in rows where !row.stopwatch.isEmpty && row.stopwatch != unnamed {
            daily[row.stopwatch, default: [:]][row.period] = row.total
        }
        return daily
    }

    /// Where `standing`'s stopwatch is now: what the history keeps, and what runs here within
    /// the period up to this instant; `nil` when the stopwatch is gone or its goal changed
    /// since the standing was read.
    public func progress(of id: StopwatchID, from standing: GoalStanding) -> GoalProgress? {
        Self.progress(of: id, from: standing, store: store, totals: totals)
    }

    private static func progress(of id: StopwatchID, from standing: GoalStanding, store: StopwatchStore, totals: TotalsUseCase)
        -> GoalProgress?
    {
        guard let member = store.collection[id], member.goals.current == standing.goal else { return nil }
        return standing.progress(adding: totals.liveTotal(within: standing.bounds, stopwatch: member.name))
    }

    /// Now, on the wall clock: where a standing's period ends, it is read anew.
    public var now: Duration { totals.now }
}
