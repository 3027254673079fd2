import StopwatchCore

/// What a part that sets a stopwatch's alerts from outside needs: them set, or why not.
/// ``AlertsViewModel`` is it.
@MainActor
protocol AlertsSetting: AnyObject {
    /// Gives the stopwatch `id` the alert times and the interval of `milliseconds` and
    /// `everyMilliseconds` (0: none), in place of its own; the reason when they were
    /// refused, in the user's language, and then nothing changed.
    func setAlerts(milliseconds: [Int64], everyMilliseconds: Int64, on id: StopwatchID) -> String?
}
