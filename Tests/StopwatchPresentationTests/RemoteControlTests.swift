import StopwatchCore
import StopwatchTestSupport
import Testing

@testable import StopwatchPresentation

/// Calls from outside, decided alone over a core on a fake clock: what each does, and the
/// answer that says why nothing was done (ARCHITECTURE.md, "Several stopwatches").
@MainActor @Suite struct RemoteControlTests {
    let core = CoreHarness()

    func remote(isReadOnly: Bool = false) -> RemoteControl {
        RemoteControl(store: core.store, timer: core.timer, localizer: SourceLocalizer(), isReadOnly: isReadOnly)
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
        #expect(remote.decide(.toggle(target: "")) == .perform(.toggle(target: "")))
        #expect(remote.decide(.toggle(target: "tEA")) == .perform(.toggle(target: "tEA")))
        #expect(core.store.collection.member(targeted: "")?.name == "Stopwatch 1")
        #expect(core.store.collection.member(targeted: "tEA")?.name == "Tea")
        #expect(core.store.collection.member(targeted: "2")?.name == "Tea", "an id")
    }

    @Test func aNameNobodyHasIsNoSuchStopwatchAndSaysWhichName() {
        #expect(remote().decide(.lap(target: "Coffee")) == .answer(.noSuchStopwatch(reason: "No stopwatch is named or numbered “Coffee”")))
        #expect(remote().decide(.reset(target: "99")) == .answer(.noSuchStopwatch(reason: "No stopwatch is named or numbered “99”")))
    }

    @Test func aLapNeedsARunningStopwatchAndAResetAPausedOne() {
        let remote = remote()
        #expect(
            remote.decide(.lap(target: ""))
                == .answer(.refused(reason: "“Stopwatch 1” is not running: only a running stopwatch takes a lap")))
        #expect(
            remote.decide(.reset(target: ""))
                == .answer(.refused(reason: "“Stopwatch 1” is not paused: only a paused stopwatch can be reset")))
        core.prepare(.running, laps: 1)
        #expect(remote.decide(.lap(target: "")) == .perform(.lap(target: "")))
        #expect(
            remote.decide(.reset(target: ""))
                == .answer(.refused(reason: "“Stopwatch 1” is not paused: only a paused stopwatch can be reset")))
        core.prepare(.paused, laps: 1)
        #expect(remote.decide(.reset(target: "")) == .perform(.reset(target: "")))
        #expect(
            remote.decide(.lap(target: ""))
                == .answer(.refused(reason: "“Stopwatch 1” is not running: only a running stopwatch takes a lap")))
    }

    @Test func watchingAnotherAppsStopwatchesEveryChangeIsRefusedButTheListIsGiven() {
        let remote = remote(isReadOnly: true)
        let refused = RemoteAnswer.refused(reason: "Another app owns the stopwatches: this one only watches them")
        #expect(remote.decide(.toggle(target: "")) == .answer(refused))
        #expect(remote.decide(.lap(target: "")) == .answer(refused))
        guard case .answer(.stopwatches(let list)) = remote.decide(.list) else {
            Issue.record("no list")
            return
        }
        #expect(list.count == 1)
    }

    @Test func theListGivesEveryStopwatchInOrderWithItsTimeNow() {
        let tea = addTea()
        core.useCases.toggle.execute(on: tea)
        core.advance(by: .milliseconds(1_234))
        core.useCases.lap.execute(on: tea)
        core.advance(by: .milliseconds(100))
        #expect(
            remote().decide(.list)
                == .answer(
                    .stopwatches([
                        RemoteStopwatch(id: 1, name: "Stopwatch 1", status: "initial", elapsedMilliseconds: 0, laps: 0, isCurrent: true),
                        RemoteStopwatch(
                            id: tea.rawValue, name: "Tea", status: "running", elapsedMilliseconds: 1_334, laps: 1, isCurrent: false),
                    ])))
    }
}

/// The app carrying out what ``RemoteControl`` decided, through the part that owns it.
@MainActor @Suite struct RemoteAnswerTests {
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
