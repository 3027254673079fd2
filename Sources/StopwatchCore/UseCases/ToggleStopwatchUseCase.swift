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

    /// Toggles the stopwatch `id` (the current one when `nil`).
    public func execute(on id: StopwatchID? = nil) {
        guard let member = id.map({ store.collection[$0] }) ?? store.collection.current else { return }
        switch member.state.status {
        case .initial: start.execute(on: member.id)
        case .running: pause.execute(on: member.id)
        case .paused: resume.execute(on: member.id)
        }
    }
}
