/// Shows stopwatches that another process owns: as it last saved them, as they are now. It
/// never saves: the owner does.
public final class FollowStopwatchUseCase {
    private let context: StopwatchContext

    public init(context: StopwatchContext) {
        self.context = context
    }

    /// Shows `snapshot` (`nil` or unusable: one initial stopwatch).
    public func execute(_ snapshot: StopwatchCollectionSnapshot?) {
        let followed =
            snapshot.flatMap {
                StopwatchCollection(restoring: $0, now: context.timer.now, wallClockNow: context.wallClock.now())
            } ?? StopwatchCollection()
        context.store.updateCollection { collection in
            collection = followed
        }
    }
}
