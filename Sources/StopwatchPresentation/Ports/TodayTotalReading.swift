import StopwatchCore

/// Today's total of every stopwatch, as the panel's tooltip says it (``TodayTotal``).
@MainActor
protocol TodayTotalReading: AnyObject {
    /// Kept and running together, up to this instant; `nil` until the history's part is read,
    /// or without a history.
    var todayTotal: Duration? { get }
}
