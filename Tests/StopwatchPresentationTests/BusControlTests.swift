import StopwatchCore
import StopwatchTestSupport
import Testing

@testable import StopwatchPresentation

/// Calls from outside, answered alone over a core on a fake clock, with stand-ins for what
/// carries them out: what each does, and the answer that says why nothing was done
/// (ARCHITECTURE.md, "Several stopwatches").
@MainActor @Suite struct BusControlTests {
    final class FakeStopwatches: StopwatchCommanding {
        var performed: [String] = []
        func perform(_ command: StopwatchCommand, on id: StopwatchID) { performed.append("\(command.name) \(id)") }
    }

    final class FakeMending: MendPerforming {
        var performed: [String] = []
        var refusal: String?
        func perform(_ mend: Mend, on id: StopwatchID?) -> String? {
            performed.append("\(mend) \(id.map(String.init(describing:)) ?? "current")")
            return refusal
        }
    }

    final class FakeAlerts: AlertsSetting {
        var set: [String] = []
        var refusal: String?
        func setAlerts(milliseconds: [Int64], everyMilliseconds: Int64, on id: StopwatchID) -> String? {
            set.append("\(milliseconds) \(everyMilliseconds) \(id)")
            return refusal
        }
    }

    final class FakeGoals: GoalsSetting {
        var set: [String] = []
        var refusal: String?
        func setGoal(milliseconds: Int64, period: String, on id: StopwatchID) -> String? {
            set.append("\(milliseconds) \(period) \(id)")
            return refusal
        }
    }

    let core = CoreHarness()
    let stopwatches = FakeStopwatches()
    let mending = FakeMending()
    let alerts = FakeAlerts()
    let goals = FakeGoals()
    let logger = RecordingLogger()

    func remote(isReadOnly: Bool = false) -> BusControl {
        BusControl(
            store: core.store, timer: core.timer, localizer: SourceLocalizer(), isReadOnly: isReadOnly, stopwatches: stopwatches,
            mending: mending, alerts: alerts, goals: goals, logger: logger)
    }

    /// "Tea" (id 2) next to "Stopwatch 1" (id 1, current).
    func addTea() -> StopwatchID {
        let tea = try! core.useCases.create.execute(name: "Tea") { "Stopwatch \($0)" }.get()
        core.useCases.select.execute(.first)
        return tea
    }

    @Test func anEmptyTargetIsTheCurrentStopwatchAndANameIgnoresCase() {
        _ = addTea()
        let remote = remote()
        #expect(remote.answer(.toggle(target: "")) == .done)
        #expect(remote.answer(.toggle(target: "tEA")) == .done)
        remote.send(.toggle, target: "2")
        #expect(stopwatches.performed == ["toggle 1", "toggle 2", "toggle 2"], "the current one, by name, by id")
        #expect(logger.entries.isEmpty, "nothing refused, nothing said")
    }

    @Test func aGoalIsSetOnTheStopwatchTargetedAndReadFromItAndARefusalIsTheAnswer() throws {
        let tea = addTea()
        let remote = remote()
        #expect(remote.answer(.setGoal(target: "tea", milliseconds: 3_600_000, period: "day")) == .done)
        #expect(goals.set == ["3600000 day \(tea)"])
        goals.refusal = "A goal is a whole number of minutes."
        #expect(
            remote.answer(.setGoal(target: "", milliseconds: 90_000, period: "day"))
                == .refused(reason: "A goal is a whole number of minutes."))
        #expect(logger.messages(atLeast: .info) == ["A goal is a whole number of minutes."])
        try #require(core.useCases.setGoal).execute(StopwatchGoal(.seconds(36_000), per: .week), on: tea)
        #expect(remote.answer(.goal(target: "2")) == .goal(milliseconds: 36_000_000, period: "week"))
        #expect(remote.answer(.goal(target: "")) == .goal(milliseconds: 0, period: ""))
        #expect(remote.answer(.goal(target: "Coffee")) == .noSuchStopwatch(reason: "No stopwatch is named or numbered “Coffee”"))
        #expect(
            self.remote(isReadOnly: true).answer(.setGoal(target: "", milliseconds: 60_000, period: "day"))
                == .refused(reason: "Another app owns the stopwatches: this one only watches them"))
        #expect(goals.set.count == 2, "nothing set by an app that only watches")
    }

    @Test func alertsAreSetOnTheStopwatchTargetedAndListedFromItAndARefusalIsTheAnswer() throws {
        let tea = addTea()
        let remote = remote()
        #expect(remote.answer(.setAlerts(target: "tea", milliseconds: [1_500_000], everyMilliseconds: 600_000)) == .done)
        #expect(alerts.set == ["[1500000] 600000 \(tea)"])
        alerts.refusal = "The interval must be at least a minute."
        #expect(
            remote.answer(.setAlerts(target: "", milliseconds: [], everyMilliseconds: 5))
                == .refused(reason: "The interval must be at least a minute."))
        #expect(logger.messages(atLeast: .info) == ["The interval must be at least a minute."])
        try core.useCases.setAlerts.execute(StopwatchAlerts(times: [.seconds(90), .seconds(30)], interval: .seconds(300)), on: tea)
        #expect(remote.answer(.listAlerts(target: "2")) == .alerts(milliseconds: [30_000, 90_000], everyMilliseconds: 300_000))
        #expect(remote.answer(.listAlerts(target: "")) == .alerts(milliseconds: [], everyMilliseconds: 0))
        #expect(remote.answer(.listAlerts(target: "Coffee")) == .noSuchStopwatch(reason: "No stopwatch is named or numbered “Coffee”"))
        let watching = self.remote(isReadOnly: true)
        #expect(
            watching.answer(.setAlerts(target: "", milliseconds: [], everyMilliseconds: 0))
                == .refused(reason: "Another app owns the stopwatches: this one only watches them"))
        #expect(
            watching.answer(.listAlerts(target: "tea")) == .alerts(milliseconds: [30_000, 90_000], everyMilliseconds: 300_000),
            "watching, the alerts can be read")
    }

    @Test func aPauseNeedsARunningStopwatch() {
        let remote = remote()
        #expect(remote.answer(.pause(target: "")) == .refused(reason: "“Stopwatch 1” is not running: there is nothing to pause"))
        core.useCases.start.execute()
        #expect(remote.answer(.pause(target: "1")) == .done)
        #expect(stopwatches.performed == ["pause 1"])
    }

    @Test func aNameNobodyHasIsNoSuchStopwatchAndSaysWhichName() {
        #expect(remote().answer(.lap(target: "Coffee")) == .noSuchStopwatch(reason: "No stopwatch is named or numbered “Coffee”"))
        #expect(remote().answer(.reset(target: "99")) == .noSuchStopwatch(reason: "No stopwatch is named or numbered “99”"))
        #expect(
            remote().answer(.removeLap(target: "Coffee", lap: 1)) == .noSuchStopwatch(reason: "No stopwatch is named or numbered “Coffee”"))
        #expect(stopwatches.performed.isEmpty && mending.performed.isEmpty)
        #expect(logger.messages(atLeast: .info).count == 3, "each refusal in the log")
    }

    @Test func aLapNeedsARunningStopwatchAndAResetAPausedOne() {
        let remote = remote()
        #expect(remote.answer(.lap(target: "")) == .refused(reason: "“Stopwatch 1” is not running: only a running stopwatch takes a lap"))
        #expect(remote.answer(.reset(target: "")) == .refused(reason: "“Stopwatch 1” is not paused: only a paused stopwatch can be reset"))
        core.prepare(.running, laps: 1)
        #expect(remote.answer(.lap(target: "")) == .done)
        #expect(remote.answer(.reset(target: "")) == .refused(reason: "“Stopwatch 1” is not paused: only a paused stopwatch can be reset"))
        core.prepare(.paused, laps: 1)
        #expect(remote.answer(.reset(target: "")) == .done)
        #expect(remote.answer(.lap(target: "")) == .refused(reason: "“Stopwatch 1” is not running: only a running stopwatch takes a lap"))
        #expect(stopwatches.performed == ["lap 1", "reset 1"])
    }

    @Test func aMendGoesToMendingOnTheStopwatchTargetedAndItsRefusalIsTheAnswer() {
        let tea = addTea()
        let remote = remote()
        #expect(remote.answer(.noteLap(target: "tea", lap: 2, note: "the hill")) == .done)
        mending.refusal = "There is no lap 9: the laps are 1 to 2"
        #expect(remote.answer(.removeLap(target: "", lap: 9)) == .refused(reason: "There is no lap 9: the laps are 1 to 2"))
        #expect(mending.performed == ["noteLap(2, \"the hill\") \(tea)", "removeLap(9) 1"])
        #expect(logger.messages(atLeast: .info) == ["There is no lap 9: the laps are 1 to 2"])
    }

    @Test func watchingAnotherAppsStopwatchesEveryChangeIsRefusedButTheListIsGiven() {
        let remote = remote(isReadOnly: true)
        let refused = BusAnswer.refused(reason: "Another app owns the stopwatches: this one only watches them")
        #expect(remote.answer(.toggle(target: "")) == refused)
        #expect(remote.answer(.lap(target: "")) == refused)
        #expect(remote.answer(.adjustTime(target: "", milliseconds: 1_000)) == refused)
        guard case .stopwatches(let list) = remote.answer(.list) else {
            Issue.record("no list")
            return
        }
        #expect(list.count == 1)
        #expect(stopwatches.performed.isEmpty && mending.performed.isEmpty)
    }

    @Test func theListGivesEveryStopwatchInOrderWithItsTimeNow() {
        let tea = addTea()
        core.useCases.toggle.execute(on: tea)
        core.advance(by: .milliseconds(1_234))
        core.useCases.lap.execute(on: tea)
        core.advance(by: .milliseconds(100))
        #expect(
            remote().answer(.list)
                == .stopwatches([
                    BusStopwatch(id: 1, name: "Stopwatch 1", status: "initial", elapsedMilliseconds: 0, laps: 0, isCurrent: true),
                    BusStopwatch(
                        id: tea.rawValue, name: "Tea", status: "running", elapsedMilliseconds: 1_334, laps: 1, isCurrent: false),
                ]))
    }
}

/// The app carrying out what ``BusControl`` decided, through the part that owns it.
@MainActor @Suite struct BusAnswerTests {
    let harness = PresentationHarness()

    @Test func aCallThatAppliesIsDoneAndOneThatDoesNotChangesNothingAndIsLogged() {
        #expect(harness.app.answer(.toggle(target: "")) == .done)
        #expect(harness.core.state.status == .running)
        #expect(harness.app.answer(.lap(target: "stopwatch 1")) == .done)
        #expect(harness.core.state.laps.count == 1)
        let saves = harness.core.dataSource.saves.count
        #expect(harness.app.answer(.reset(target: "Coffee")) == .noSuchStopwatch(reason: "No stopwatch is named or numbered “Coffee”"))
        #expect(harness.core.dataSource.saves.count == saves, "nothing written")
        #expect(harness.core.logger.messages(atLeast: .info).contains("No stopwatch is named or numbered “Coffee”"))
        harness.app.send(.lapStopwatch("Tea"))
        #expect(harness.core.state.laps.count == 1)
        #expect(harness.core.logger.messages(atLeast: .info).filter { $0.contains("“Tea”") }.count == 1, "a log line, and nothing else")
    }

    @Test func aResetFromOutsideIsUndoableAsAnyReset() {
        harness.app.send(.toggle)
        harness.core.advance(by: .seconds(3))
        harness.app.send(.toggle)
        #expect(harness.app.answer(.reset(target: "1")) == .done)
        #expect(harness.core.state.status == .initial)
        #expect(harness.app.viewState.notice != nil, "the undo notice")
        harness.app.send(.undo)
        #expect(harness.core.state.status == .paused)
    }
}

/// A caller and the window ask one rule of what applies (ARCHITECTURE.md, "The app ViewModel
/// and its parts"): in each state, a call on the current stopwatch is carried out exactly when
/// the window's command is enabled, and refused exactly when it is greyed.
@MainActor @Suite struct OneRuleForCallersAndTheWindowTests {
    let harness = PresentationHarness()

    @Test func aCallIsCarriedOutExactlyWhenTheWindowsCommandIsEnabled() {
        let cases: [(StopwatchCommand, AppCommand, (String) -> BusCall)] = [
            (.lap, .lap, { .lap(target: $0) }), (.pause, .stopwatch(.pause), { .pause(target: $0) }),
            (.reset, .reset, { .reset(target: $0) }), (.toggle, .toggle, { .toggle(target: $0) }),
        ]
        // Initial, running, paused: each command asked of the window and of a caller, the
        // state put back after a call that was carried out.
        for (status, reach) in [(StopwatchStatus.initial, [AppCommand]()), (.running, [.toggle]), (.paused, [.toggle, .toggle])] {
            for (command, windowCommand, call) in cases {
                // Back to the start: paused if running, then reset.
                if harness.core.store.state.status == .running { harness.send(.toggle) }
                if harness.core.store.state.status == .paused { harness.send(.reset) }
                for step in reach { harness.send(step) }
                #expect(harness.core.store.state.status == status)
                let enabled = harness.app.viewState.allows(windowCommand)
                let answer = harness.app.answer(call(""))
                #expect((answer == .done) == enabled, "\(command.name) while \(status): window \(enabled), caller \(answer)")
                #expect(CommandAvailabilityMapper.applies(command, to: status) == enabled)
            }
        }
    }
}
