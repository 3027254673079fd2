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

    /// The progress of every stopwatch that has a goal now, on the main loop; nothing is read
    /// when none has.
    public func execute(_ completion: @escaping (Result<[StopwatchID: GoalProgress], HistoryFailure>) -> Void) {
        let members = store.collection.members.filter { $0.goals.current != nil }
        guard !members.isEmpty else { return completion(.success([:])) }
        let today = totals.today
        let days = GoalCalculator.days(endingOn: today)
        guard case .success(let range) = TotalsRange.checked(.day, from: days.lowerBound, through: days.upperBound) else {
            return completion(.success([:]))
        }
        let calculator = GoalCalculator(firstWeekday: totals.firstWeekday)
        totals.execute(range, unnamed: Self.unnamed) { result in
            completion(
                result.map { rows in
                    var daily: [String: [LocalDay: Duration]] = [:]
                    for row in rows where !row.stopwatch.isEmpty && row.stopwatch != Self.unnamed {
                        daily[row.stopwatch, default: [:]][row.period] = row.total
                    }
                    var progress: [StopwatchID: GoalProgress] = [:]
                    for member in members {
                        progress[member.id] = calculator.progress(of: member.goals, daily: daily[member.name] ?? [:], today: today)
                    }
                    return progress
                })
        }
    }
}
