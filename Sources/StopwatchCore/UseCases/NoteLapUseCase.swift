/// Notes what a lap was ("the hill"), or takes its note away.
public final class NoteLapUseCase {
    private let context: StopwatchContext

    public init(context: StopwatchContext) {
        self.context = context
    }

    /// Gives lap `number` (1 is the first) of the stopwatch `id` (the current one when `nil`)
    /// the note `text` says, trimmed; an empty one takes the note away. Refused, it changes
    /// nothing.
    public func execute(lap number: Int, note text: String, on id: StopwatchID? = nil) throws(MendProblem) {
        guard let member = context.member(id) else { throw .noSuchStopwatch }
        let count = member.state.laps.count
        guard number >= 1, number <= count else { throw .noSuchLap(count: count) }
        let note: LapNote?
        do { note = try LapNote.parse(text) } catch { throw .note(error) }
        context.transition(member.id) { $0.laps.setNote(note, at: number - 1) }
    }
}
