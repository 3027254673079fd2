/// Lets a paused stopwatch count on from where it stopped: paused → running.
public final class ResumeStopwatchUseCase {
    private let context: StopwatchContext

    public init(context: StopwatchContext) {
        self.context = context
    }

    public func execute() {
        guard context.store.state.status == .paused else { return }
        let now = context.timer.now
        context.transition { state in
            state.status = .running
            state.runningSince = now
        }
    }
}
