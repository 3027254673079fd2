/// Brings back a lap that was removed, as it was.
public final class UndoRemoveLapUseCase {
    private let context: StopwatchContext

    public init(context: StopwatchContext) {
        self.context = context
    }

    /// Puts back the lap `removed` took away; does nothing unless the stopwatch's laps are
    /// still as the removal left them.
    public func execute(_ removed: RemovedLap) {
        guard let member = context.member(removed.stopwatch), member.state.status != .initial,
            member.state.laps == removed.lapsAfter
        else { return }
        context.transition(member.id) { $0.laps = removed.lapsBefore }
    }
}
