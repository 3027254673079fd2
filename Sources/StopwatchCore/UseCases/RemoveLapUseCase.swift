/// Removes a lap pressed by mistake: its time joins the lap after it (the last one's, the lap
/// in progress), so the total never changes.
public final class RemoveLapUseCase {
    private let context: StopwatchContext

    public init(context: StopwatchContext) {
        self.context = context
    }

    /// Removes lap `number` (1 is the first) of the stopwatch `id` (the current one when
    /// `nil`), and returns what was removed, to undo it with. Refused, it changes nothing.
    @discardableResult
    public func execute(lap number: Int, on id: StopwatchID? = nil) throws(MendProblem) -> RemovedLap {
        guard let member = context.member(id) else { throw .noSuchStopwatch }
        let laps = member.state.laps
        guard number >= 1, number <= laps.count else { throw .noSuchLap(count: laps.count) }
        let after = laps.removingLap(at: number - 1)
        context.transition(member.id) { $0.laps = after }
        return RemovedLap(stopwatch: member.id, number: number, lapsBefore: laps, lapsAfter: after)
    }
}
