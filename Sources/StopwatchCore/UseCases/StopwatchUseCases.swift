/// Every use case of the stopwatch, built over one store, timer and repository, with the
/// timer's ticks wired to ``TickStopwatchUseCase``.
public struct StopwatchUseCases {
    public let start: StartStopwatchUseCase
    public let pause: PauseStopwatchUseCase
    public let resume: ResumeStopwatchUseCase
    public let toggle: ToggleStopwatchUseCase
    public let reset: ResetStopwatchUseCase
    public let lap: LapStopwatchUseCase
    public let tick: TickStopwatchUseCase
    public let restore: RestoreStopwatchUseCase
    public let persist: PersistStopwatchUseCase

    public init(store: StopwatchStore, timer: TimerService, repository: StopwatchRepository, wallClock: WallClock) {
        start = StartStopwatchUseCase(store: store, timer: timer, repository: repository)
        pause = PauseStopwatchUseCase(store: store, timer: timer, repository: repository)
        resume = ResumeStopwatchUseCase(store: store, timer: timer, repository: repository)
        toggle = ToggleStopwatchUseCase(store: store, start: start, pause: pause, resume: resume)
        reset = ResetStopwatchUseCase(store: store, timer: timer, repository: repository)
        lap = LapStopwatchUseCase(store: store, timer: timer, repository: repository)
        tick = TickStopwatchUseCase(store: store, timer: timer)
        restore = RestoreStopwatchUseCase(store: store, timer: timer, repository: repository, wallClock: wallClock)
        persist = PersistStopwatchUseCase(store: store, timer: timer, repository: repository)
        timer.addTickObserver { [weak tick] in tick?.execute() }
    }
}
