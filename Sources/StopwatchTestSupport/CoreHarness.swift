import StopwatchCore

/// The core assembled over stand-in ports: a fake clock for both clocks' roles, a hand-driven
/// ticker, a scheduler on the monotonic clock for the deadlines, in-memory state and history,
/// and a recording logger.
public final class CoreHarness {
    public let clock: FakeClock
    public let wallClock: FakeClock
    public let ticker = ManualTicker()
    public let dataSource: InMemoryStateDataSource
    public let historyDataSource = InMemorySessionHistory()
    public let logger = RecordingLogger()
    public let store = StopwatchStore()
    public let timer: TimerService
    /// The deadlines' scheduler: on the monotonic clock, run as ``advance(by:)`` moves it.
    public let scheduler: ManualScheduler
    public let deadlines: DeadlineService
    /// The stopwatches' alerts, on the deadlines.
    public let alerts: AlertService
    public let repository: StopwatchRepository
    public let history: SessionHistoryRepository
    /// This machine's id, which its sessions are named by in mends.
    public static let thisMachine = MachineID("c0ffee00c0ffee00c0ffee00c0ffee00")!
    public let context: StopwatchContext
    public let useCases: StopwatchUseCases

    /// Over a stored single stopwatch (`stored`) or several (`storedCollection`).
    public init(
        stored: StopwatchSnapshot? = nil, storedCollection: StopwatchCollectionSnapshot? = nil,
        wallClockNow: Duration = .seconds(1_763_726_400)
    ) {
        clock = FakeClock(now: .seconds(1000))
        wallClock = FakeClock(now: wallClockNow)
        dataSource = InMemoryStateDataSource(stored: storedCollection ?? stored.map { StopwatchCollectionSnapshot(single: $0) })
        timer = TimerService(clock: clock, ticker: ticker, store: store)
        scheduler = ManualScheduler(following: clock)
        deadlines = DeadlineService(store: store, clock: clock, scheduler: scheduler)
        repository = StopwatchRepository(dataSource: dataSource, wallClock: wallClock, logger: logger)
        history = SessionHistoryRepository(dataSource: historyDataSource, logger: logger) { Self.thisMachine }
        context = StopwatchContext(store: store, timer: timer, repository: repository, wallClock: wallClock)
        alerts = AlertService(context: context, deadlines: deadlines)
        useCases = StopwatchUseCases(context: context, history: history, alerts: alerts, calendar: FixedOffsetCalendar())
    }

    public var state: StopwatchState { store.state }

    /// The elapsed time now.
    public var elapsed: Duration { timer.elapsed }

    /// Lets `duration` pass on both clocks, runs the deadlines it reached, then delivers one
    /// tick (if the ticker runs).
    public func advance(by duration: Duration) {
        clock.advance(by: duration)
        wallClock.advance(by: duration)
        scheduler.runDue()
        ticker.fire()
    }
}

extension CoreHarness {
    /// Brings the stopwatch to `status` through the use cases, with `laps` laps of one second
    /// each and half a second into the lap in progress (for running or paused).
    public func prepare(_ status: StopwatchStatus, laps: Int = 0) {
        guard status != .initial else { return }
        useCases.start.execute()
        for _ in 0..<laps {
            advance(by: .seconds(1))
            useCases.lap.execute()
        }
        advance(by: .milliseconds(500))
        if status == .paused { useCases.pause.execute() }
    }
}
