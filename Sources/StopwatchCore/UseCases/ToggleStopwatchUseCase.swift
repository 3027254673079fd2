/// The one-key command: starts, pauses or resumes, whichever the state allows.
public final class ToggleStopwatchUseCase {
    private let store: StopwatchStore
    private let start: StartStopwatchUseCase
    private let pause: PauseStopwatchUseCase
    private let resume: ResumeStopwatchUseCase

    public init(store: StopwatchStore, start: StartStopwatchUseCase, pause: PauseStopwatchUseCase, resume: ResumeStopwatchUseCase) {
        self.store = store
        self.start = start
        self.pause = pause
        self.resume = resume
    }

    public func execute() {
        switch store.state.status {
        case .initial: start.execute()
        case .running: pause.execute()
        case .paused: resume.execute()
        }
    }
}
