import StopwatchCore
import StopwatchTestSupport
import Testing

/// The deadline service alone, over the core on a fake clock and a scheduler that follows it:
/// what it tells, when, and how many times it wakes the app.
@Suite struct DeadlineServiceTests {
    let core = CoreHarness()
    var deadlines: DeadlineService { core.deadlines }
    var scheduler: ManualScheduler { core.scheduler }

    /// The times told, as "stopwatch id: time".
    final class Told {
        var reached: [DeadlineService.Reached] = []
        var times: [Duration] { reached.map(\.time) }
    }

    private func arm(_ deadline: Deadline, on id: StopwatchID = .first, into told: Told) -> DeadlineToken {
        deadlines.arm(deadline, on: id) { told.reached.append($0) }
    }

    private func pass(_ duration: Duration) {
        core.advance(by: duration)
    }

    @Test func anAtDeadlineIsToldOnceWhenTheElapsedTimeReachesIt() {
        let told = Told()
        _ = arm(.at(.seconds(25)), into: told)
        #expect(!deadlines.isWaiting, "nothing runs: nothing to wake for")
        core.useCases.start.execute()
        #expect(scheduler.delays.last == .seconds(25))
        pass(.milliseconds(24_999))
        #expect(told.reached.isEmpty, "not before")
        pass(.milliseconds(1))
        #expect(
            told.reached == [
                DeadlineService.Reached(stopwatch: .first, deadline: .at(.seconds(25)), time: .seconds(25), toldAt: .seconds(25))
            ])
        pass(.seconds(60))
        #expect(told.reached.count == 1, "once")
        #expect(!deadlines.isWaiting)
    }

    @Test func aPauseDelaysIt() {
        let told = Told()
        _ = arm(.at(.seconds(10)), into: told)
        core.useCases.start.execute()
        pass(.seconds(6))
        core.useCases.pause.execute()
        #expect(!deadlines.isWaiting, "paused, nothing wakes")
        pass(.seconds(30))
        #expect(told.reached.isEmpty)
        core.useCases.resume.execute()
        pass(.milliseconds(3_999))
        #expect(told.reached.isEmpty)
        pass(.milliseconds(1))
        #expect(told.times == [.seconds(10)])
    }

    @Test func aCorrectionMovesItAndOneThatJumpsPastItDoesNotReachIt() throws {
        let told = Told()
        _ = arm(.at(.seconds(60)), into: told)
        core.useCases.start.execute()
        pass(.seconds(10))
        try core.useCases.adjustTime.execute(.seconds(20))
        #expect(scheduler.nextDue == core.clock.now() + .seconds(30), "moved 20 s nearer")
        try core.useCases.adjustTime.execute(.seconds(40))
        #expect(!deadlines.isWaiting, "jumped past: nothing ahead")
        pass(.seconds(5))
        #expect(told.reached.isEmpty, "a jump past it does not reach it")
        try core.useCases.adjustTime.execute(.seconds(-30))
        #expect(deadlines.isWaiting, "back below it, it is ahead again")
        pass(.seconds(15))
        #expect(told.times == [.seconds(60)])
    }

    @Test func aResetArmsItAgain() throws {
        let told = Told()
        _ = arm(.at(.seconds(2)), into: told)
        core.useCases.start.execute()
        pass(.seconds(3))
        core.useCases.pause.execute()
        _ = try #require(core.useCases.reset.execute())
        core.useCases.start.execute()
        pass(.seconds(2))
        #expect(told.times == [.seconds(2), .seconds(2)])
    }

    @Test func everyIsToldOnEachMultipleAndOnceForALateWake() {
        let told = Told()
        _ = arm(.every(.seconds(1)), into: told)
        core.useCases.start.execute()
        pass(.milliseconds(1_000))
        pass(.milliseconds(500))
        pass(.milliseconds(500))
        #expect(told.times == [.seconds(1), .seconds(2)])
        // A suspend, or a busy main loop: three seconds pass at once, told once, the last of them.
        pass(.milliseconds(3_200))
        #expect(told.times == [.seconds(1), .seconds(2), .seconds(5)])
        #expect(told.reached.last?.toldAt == .milliseconds(5_200))
        pass(.milliseconds(800))
        #expect(told.times.last == .seconds(6), "back on the whole seconds")
    }

    @Test func theLapInProgressStartsAgainAtEachLap() {
        let told = Told()
        _ = arm(.every(.seconds(1), of: .lapInProgress), into: told)
        core.useCases.start.execute()
        pass(.milliseconds(700))
        core.useCases.lap.execute()
        pass(.milliseconds(999))
        #expect(told.reached.isEmpty, "the lap's second turns a second after the lap, not the total's")
        pass(.milliseconds(1))
        #expect(told.reached.map(\.time) == [.seconds(1)])
        #expect(core.elapsed == .milliseconds(1_700))
    }

    @Test func aLapMovesNoDeadlineOfTheElapsedTime() {
        let told = Told()
        _ = arm(.every(.seconds(1)), into: told)
        core.useCases.start.execute()
        let asked = scheduler.delays.count
        pass(.milliseconds(300))
        core.useCases.lap.execute()
        core.useCases.lap.execute()
        #expect(scheduler.delays.count == asked, "no wake set again")
    }

    @Test func aStopwatchThatIsNotCurrentIsToldToo() {
        let told = Told()
        core.useCases.start.execute()
        core.useCases.create.execute(defaultName: { "Stopwatch \($0)" })
        let second = core.store.collection.currentID
        core.useCases.select.execute(.first)
        _ = arm(.at(.seconds(3)), on: .first, into: told)
        _ = arm(.at(.seconds(1)), on: second, into: told)
        pass(.seconds(5))
        #expect(told.reached.map(\.stopwatch) == [.first], "the second one never ran")
        core.useCases.start.execute(on: second)
        pass(.seconds(1))
        #expect(told.reached.map(\.stopwatch) == [.first, second])
    }

    @Test func aRemovedStopwatchIsToldNothingUntilItComesBack() throws {
        let told = Told()
        core.useCases.create.execute(defaultName: { "Stopwatch \($0)" })
        let second = core.store.collection.currentID
        core.useCases.start.execute(on: second)
        _ = arm(.at(.seconds(2)), on: second, into: told)
        pass(.seconds(1))
        let removed = try core.useCases.remove.execute(second).get()
        #expect(!deadlines.isWaiting)
        pass(.milliseconds(500))
        #expect(told.reached.isEmpty)
        #expect(core.useCases.undoRemove.execute(removed))
        #expect(deadlines.isWaiting, "back, and running as if never removed")
        pass(.milliseconds(500))
        #expect(told.times == [.seconds(2)])
    }

    @Test func aDeadlineDueBeforeAChangeIsToldAtTheChange() {
        let told = Told()
        _ = arm(.at(.seconds(25)), into: told)
        core.useCases.start.execute()
        // The clock passes the deadline, and a pause comes before the wake is run.
        core.clock.advance(by: .milliseconds(25_003))
        core.useCases.pause.execute()
        #expect(told.reached.map(\.toldAt) == [.milliseconds(25_003)], "it was reached while it ran")
    }

    @Test func aRestoredTimePastADeadlineDoesNotReachIt() {
        let stored = StopwatchSnapshot(
            status: .running, elapsed: .seconds(30), savedAt: .seconds(1_763_726_400), laps: LapHistory(), startedAt: nil)
        let restored = CoreHarness(stored: stored)
        var told: [Duration] = []
        _ = restored.deadlines.arm(.at(.seconds(25)), on: .first) { told.append($0.time) }
        _ = restored.deadlines.arm(.at(.seconds(40)), on: .first) { told.append($0.time) }
        restored.useCases.restore.execute()
        restored.advance(by: .seconds(20))
        #expect(told == [.seconds(40)])
    }

    @Test func tenThousandArmedAtOnceWakeTheAppOnceEachTimeInOrder() {
        let told = Told()
        core.useCases.start.execute()
        let tokens = (1...10_000).map { arm(.at(.milliseconds(Int64(10_001 - $0))), into: told) }
        #expect(deadlines.armedCount == 10_000)
        #expect(scheduler.waitingCount == 1, "one wake, whatever the number")
        #expect(scheduler.nextDue == core.clock.now() + .milliseconds(1))
        pass(.milliseconds(5_000))
        #expect(told.times == (1...5_000).map { .milliseconds(Int64($0)) }, "in the order reached, each once")
        for token in tokens { deadlines.disarm(token) }
        #expect(deadlines.armedCount == 0)
        #expect(!deadlines.isWaiting)
        pass(.seconds(10))
        #expect(told.reached.count == 5_000)
    }

    @Test func anActionMayDisarmAndArmAndChangeTheStopwatch() {
        var told: [String] = []
        var token: DeadlineToken?
        // Held weakly: the deadline armed inside stays armed, and would hold the core for good.
        token = deadlines.arm(.every(.seconds(1)), on: .first) { [weak core] reached in
            guard let core else { return }
            told.append("every \(reached.time)")
            if let token { core.deadlines.disarm(token) }
            _ = core.deadlines.arm(.at(.seconds(3)), on: .first) { [weak core] _ in
                told.append("at 3")
                core?.useCases.pause.execute()
            }
        }
        core.useCases.start.execute()
        pass(.seconds(1))
        pass(.seconds(1))
        pass(.seconds(1))
        #expect(told == ["every 1.0 seconds", "at 3"])
        #expect(core.state.status == .paused)
        #expect(!deadlines.isWaiting)
    }

    @Test func disarmedItTellsNothingAndDisarmingTwiceDoesNothing() {
        let told = Told()
        let token = arm(.at(.seconds(1)), into: told)
        core.useCases.start.execute()
        deadlines.disarm(token)
        deadlines.disarm(token)
        #expect(!deadlines.isWaiting)
        pass(.seconds(2))
        #expect(told.reached.isEmpty)
    }

    @Test func timesFromOutsideAreBounded() {
        #expect(Deadline.every(.zero) == .every(.milliseconds(1)), "no interval of nothing")
        #expect(Deadline.every(.seconds(-5)) == .every(.milliseconds(1)))
        #expect(Deadline.at(.seconds(-1)) == .at(.zero))
        #expect(Deadline.at(.seconds(Int64.max)) == .at(TimeBounds.maximumElapsed))
        let told = Told()
        _ = arm(.at(.seconds(Int64.max)), into: told)
        core.useCases.start.execute()
        #expect(scheduler.nextDue == core.clock.now() + TimeBounds.maximumElapsed)
    }
}
