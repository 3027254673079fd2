/// What a period added up to for one stopwatch, or for all of them (`stopwatch` empty).
public struct PeriodTotal: Equatable, Sendable {
    /// The period's first local day.
    public let period: LocalDay
    public let stopwatch: String
    public let total: Duration

    public init(period: LocalDay, stopwatch: String, total: Duration) {
        self.period = period
        self.stopwatch = stopwatch
        self.total = total
    }
}
