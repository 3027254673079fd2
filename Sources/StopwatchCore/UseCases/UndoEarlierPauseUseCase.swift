/// Takes back a pause made as of a moment ago: the stopwatch runs on as if it had never been
/// paused, its time counted all along.
public final class UndoEarlierPauseUseCase {
    private let context: StopwatchContext

    public init(context: StopwatchContext) {
        self.context = context
    }

    /// Undoes `pause`, while the stopwatch is as it left it (not resumed, reset or changed
    /// since); otherwise does nothing.
    public func execute(_ pause: EarlierPause) {
        guard let member = context.member(pause.stopwatch), member.state == pause.paused else { return }
        context.transition(member.id) { $0 = pause.running }
    }
}
