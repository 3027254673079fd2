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

    /// Today, in the user's calendar.
    public var today: LocalDay { calendar.day(containing: wallClock.now()) }

    /// The locale's first day of the week (0 Sunday … 6 Saturday).
    public var firstWeekday: Int { calendar.firstWeekday }

    /// The totals from `first` through `last` by `period`, on the main loop; sessions from
    /// before names counted under `unnamed`.
    public func execute(
        by period: TotalsPeriod, from first: LocalDay, through last: LocalDay, unnamed: String,
        _ completion: @escaping (Result<[PeriodTotal], HistoryFailure>) -> Void
    ) {
        history.runTimes(boundaries: Self.boundaries(from: first, through: last, in: calendar), unnamed: unnamed) {
            [calendar, store, wallClock] result in
            completion(
                result.map { kept in
                    let now = TimeBounds.clampWallClock(wallClock.now())
                    let live = RunLog.inProgress(store.collection, at: now)
                    return TotalsCalculator(calendar: calendar).totals(
                        spans: kept.spans + live.spans, credits: kept.credits + live.credits, from: first, through: last, by: period)
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
