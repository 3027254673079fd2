import StopwatchCore

/// What a part that mends a stopwatch from outside needs: the mend done, or why not.
/// ``MendingViewModel`` is it.
@MainActor
protocol MendPerforming: AnyObject {
    /// Carries out `mend` on the stopwatch `id`; the reason when it was refused, in the
    /// user's language, and then nothing changed.
    func perform(_ mend: Mend, on id: StopwatchID?) -> String?
}
