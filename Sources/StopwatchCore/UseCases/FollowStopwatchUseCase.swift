/// Shows a stopwatch that another process owns: the state it last saved, as it is now. It
/// never saves: the owner does.
public final class FollowStopwatchUseCase {
    private let context: StopwatchContext

    public init(context: StopwatchContext) {
        self.context = context
    }

    /// Shows `snapshot` (`nil`: nothing is stored, an initial stopwatch).
    public func execute(_ snapshot: StopwatchSnapshot?) {
        let followed = snapshot.map {
            StopwatchState(restoring: $0, now: context.timer.now, wallClockNow: context.wallClock.now())
        } ?? .initial
        context.store.update { state in
            state = followed
        }
    }
}
