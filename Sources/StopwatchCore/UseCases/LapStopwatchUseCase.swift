/// Completes the current lap of a running stopwatch and starts the next one.
///
/// The lap's duration is the elapsed time now, read from the clock, minus the sum of the
/// laps before it; best, worst and the sum are updated in constant work. Lap boundaries fall
/// on whole milliseconds (the state file's unit), so lap times always add up exactly to the
/// totals shown, copied, exported and saved.
public final class LapStopwatchUseCase {
    private let context: StopwatchContext

    public init(context: StopwatchContext) {
        self.context = context
    }

    /// Laps the stopwatch `id` (the current one when `nil`).
    public func execute(on id: StopwatchID? = nil) {
        context.transitionWhileRunning(id) { state, now in
            let lapEnd = Duration.milliseconds(state.elapsed(at: now).wholeMilliseconds)
            state.laps.append(lapEnd - state.laps.total)
        }
    }
}
