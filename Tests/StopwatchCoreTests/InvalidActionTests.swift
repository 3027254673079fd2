import StopwatchCore
import StopwatchTestSupport
import Testing

/// ARCHITECTURE.md, "States and transitions": any action not in the table is a no-op, with no
/// state change and no write.
@Suite struct InvalidActionTests {
    enum Command: String, CaseIterable, CustomTestStringConvertible {
        case start, pause, resume, lap, reset
        var testDescription: String { rawValue }

        func run(_ useCases: StopwatchUseCases) {
            switch self {
            case .start: useCases.start.execute()
            case .pause: useCases.pause.execute()
            case .resume: useCases.resume.execute()
            case .lap: useCases.lap.execute()
            case .reset: _ = useCases.reset.execute()
            }
        }
    }

    /// The transitions of that table.
    static let allowed: Set<String> = ["initial.start", "running.pause", "running.lap", "paused.resume", "paused.reset"]

    static let invalidPairs: [(StopwatchStatus, Command)] = StopwatchStatus.allCases.flatMap { status in
        Command.allCases.filter { !allowed.contains("\(status.rawValue).\($0.rawValue)") }.map { (status, $0) }
    }

    static let allowedPairs: [(StopwatchStatus, Command)] = StopwatchStatus.allCases.flatMap { status in
        Command.allCases.filter { allowed.contains("\(status.rawValue).\($0.rawValue)") }.map { (status, $0) }
    }

    /// The other half of the table: each allowed action does change the stopwatch, so the
    /// test below proves the invalid ones are refused, not that nothing ever happens.
    @Test(arguments: allowedPairs)
    func anAllowedActionChangesTheStateAndSaves(status: StopwatchStatus, command: Command) {
        let harness = CoreHarness()
        harness.prepare(status, laps: 2)
        let state = harness.state
        let saves = harness.dataSource.saves.count
        command.run(harness.useCases)
        #expect(harness.state != state)
        #expect(harness.dataSource.saves.count == saves + 1)
    }

    @Test(arguments: invalidPairs)
    func anInvalidActionChangesNothingAndWritesNothing(status: StopwatchStatus, command: Command) {
        let harness = CoreHarness()
        harness.prepare(status, laps: 2)
        let state = harness.state
        let elapsed = harness.timer.elapsed
        let saves = harness.dataSource.saves.count
        let tickerRunning = harness.ticker.isRunning
        var notifications = 0
        harness.store.addObserver { _ in notifications += 1 }
        command.run(harness.useCases)
        #expect(harness.state == state)
        #expect(harness.timer.elapsed == elapsed)
        #expect(harness.dataSource.saves.count == saves)
        #expect(harness.ticker.isRunning == tickerRunning)
        #expect(notifications == 0)
    }
}
