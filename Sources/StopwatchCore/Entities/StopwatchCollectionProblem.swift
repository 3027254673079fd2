/// Why a change to the collection of stopwatches was refused; nothing changed.
public enum StopwatchCollectionProblem: Error, Equatable, Sendable {
    /// Already ``StopwatchCollection/maximumCount`` stopwatches.
    case full
    /// The name given breaks ``StopwatchName``'s rules.
    case name(StopwatchName.Problem)
    /// No such stopwatch (removed meanwhile).
    case unknownStopwatch
    /// The last stopwatch cannot be removed.
    case lastStopwatch
}
