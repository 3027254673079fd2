/// Takes back a correction of a stopwatch's time.
public final class UndoAdjustTimeUseCase {
    private let context: StopwatchContext

    public init(context: StopwatchContext) {
        self.context = context
    }

    /// Undoes `adjustment`: a stopwatch it started goes back to not started (while it has no
    /// laps); otherwise the amount is taken back from the lap in progress. Does nothing when
    /// that is no longer possible (the stopwatch is gone, or its lap in progress too short).
    public func execute(_ adjustment: TimeAdjustment) {
        guard let member = context.member(adjustment.stopwatch), member.state.status != .initial else { return }
        if adjustment.started, member.state.laps.isEmpty {
            context.transition(member.id) { $0 = .initial }
            return
        }
        let now = context.timer.now
        let wallClockNow = TimeBounds.clampWallClock(context.wallClock.now())
        guard
            let state = try? AdjustTimeUseCase.adjusting(
                member.state, by: .zero - adjustment.amount, now: now, wallClockNow: wallClockNow,
                recorded: adjustment.recorded?.map { RunLog.Credit(at: $0.at, amount: .zero - $0.amount) })
        else { return }
        context.transition(member.id) { $0 = state }
    }
}
