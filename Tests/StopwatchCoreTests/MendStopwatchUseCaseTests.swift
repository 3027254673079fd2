import StopwatchCore
import StopwatchTestSupport
import Testing

/// Correcting the time, removing a lap and noting one (ARCHITECTURE.md, "Mending a mistake"):
/// each applied exactly, or refused with nothing changed, and each undone as it was.
@Suite struct MendStopwatchUseCaseTests {
    // MARK: Adjust time

    @Test func addingTimeToARunningStopwatchGoesToTheLapInProgress() throws {
        let core = CoreHarness()
        core.prepare(.running, laps: 2)
        let lapsBefore = core.state.laps
        try core.useCases.adjustTime.execute(.seconds(300))
        #expect(core.elapsed == .milliseconds(302_500))
        #expect(core.state.laps == lapsBefore)
        #expect(core.state.currentLapDuration(at: core.clock.now()) == .milliseconds(300_500))
        #expect(core.state.adjusted == .seconds(300))
        core.advance(by: .seconds(1))
        #expect(core.elapsed == .milliseconds(303_500), "it keeps running from the corrected time")
    }

    @Test func takingAwayMoreThanTheLapInProgressIsRefusedAndChangesNothing() {
        let core = CoreHarness()
        core.prepare(.paused, laps: 2)
        let before = core.state
        #expect(throws: MendProblem.moreThanTheLapInProgress(available: .milliseconds(500))) {
            try core.useCases.adjustTime.execute(.milliseconds(-501))
        }
        #expect(core.state == before)
    }

    @Test func aStopwatchThatIsNotThereIsSaidSoByEveryMendAndNothingChanges() {
        let core = CoreHarness()
        core.prepare(.paused, laps: 2)
        let before = core.state
        let gone = StopwatchID(rawValue: 99)
        #expect(throws: MendProblem.noSuchStopwatch) { try core.useCases.adjustTime.execute(.seconds(1), on: gone) }
        #expect(throws: MendProblem.noSuchStopwatch) { try core.useCases.removeLap.execute(lap: 1, on: gone) }
        #expect(throws: MendProblem.noSuchStopwatch) { try core.useCases.noteLap.execute(lap: 1, note: "x", on: gone) }
        #expect(core.state == before)
    }

    @Test func takingAwayAllOfTheLapInProgressIsAllowed() throws {
        let core = CoreHarness()
        core.prepare(.paused, laps: 2)
        try core.useCases.adjustTime.execute(.milliseconds(-500))
        #expect(core.elapsed == .seconds(2))
        #expect(core.state.adjusted == .milliseconds(-500))
    }

    @Test func aStopwatchNotStartedIsStartedWithTheTimeOnIt() throws {
        let core = CoreHarness()
        try core.useCases.adjustTime.execute(.seconds(300))
        #expect(core.state.status == .running)
        #expect(core.elapsed == .seconds(300))
        #expect(core.state.startedAt == core.wallClock.now() - .seconds(300))
        #expect(throws: MendProblem.notStarted) { try CoreHarness().useCases.adjustTime.execute(.seconds(-1)) }
    }

    @Test(arguments: [Int64.min, Int64.max, -3_155_760_000_001, 3_155_760_000_001])
    func absurdAmountsAreRefusedWithoutATrap(milliseconds: Int64) {
        let core = CoreHarness()
        core.prepare(.running, laps: 1)
        let before = core.state
        #expect(throws: MendProblem.pastTheLimit) { try core.useCases.adjustTime.execute(.milliseconds(milliseconds)) }
        #expect(core.state == before)
    }

    @Test func aTimePastOneHundredYearsIsRefused() {
        let core = CoreHarness()
        core.prepare(.paused)
        #expect(throws: MendProblem.pastTheLimit) { try core.useCases.adjustTime.execute(TimeBounds.maximumElapsed) }
        #expect(throws: MendProblem.nothingToAdjust) { try core.useCases.adjustTime.execute(.zero) }
    }

    @Test func undoingAnAdjustmentTakesItBackAndUndoingAStartEndsIt() throws {
        let core = CoreHarness()
        core.prepare(.paused, laps: 1)
        let adjustment = try core.useCases.adjustTime.execute(.seconds(60))
        core.useCases.undoAdjustTime.execute(adjustment)
        #expect(core.elapsed == .milliseconds(1500))
        #expect(core.state.adjusted == .zero)

        let fresh = CoreHarness()
        let start = try fresh.useCases.adjustTime.execute(.seconds(60))
        fresh.advance(by: .seconds(3))
        fresh.useCases.undoAdjustTime.execute(start)
        #expect(fresh.state == .initial)
    }

    @Test func theCorrectionIsSavedAndKeptInTheHistory() throws {
        let core = CoreHarness()
        core.prepare(.paused, laps: 1)
        try core.useCases.adjustTime.execute(.milliseconds(-400))
        #expect(core.dataSource.lastSaved?.adjusted == .milliseconds(-400))
        let session = try #require(core.useCases.reset.execute())
        #expect(session.adjusted == .milliseconds(-400))
        #expect(session.summary.adjusted == .milliseconds(-400))
        core.useCases.undoReset.execute(session)
        #expect(core.state.adjusted == .milliseconds(-400))
    }

    // MARK: Remove a lap

    @Test func removingALapGivesItsTimeToTheNextAndKeepsTheTotal() throws {
        let core = CoreHarness()
        core.prepare(.paused, laps: 3)
        let removed = try core.useCases.removeLap.execute(lap: 2)
        #expect(core.state.laps.durations == [.seconds(1), .seconds(2)])
        #expect(core.state.laps.total == .seconds(3))
        #expect(core.elapsed == .milliseconds(3500))
        core.useCases.undoRemoveLap.execute(removed)
        #expect(core.state.laps.durations == [.seconds(1), .seconds(1), .seconds(1)])
    }

    @Test func removingTheLastLapGivesItsTimeToTheLapInProgress() throws {
        let core = CoreHarness()
        core.prepare(.running, laps: 2)
        try core.useCases.removeLap.execute(lap: 2)
        #expect(core.state.laps.durations == [.seconds(1)])
        #expect(core.state.currentLapDuration(at: core.clock.now()) == .milliseconds(1500))
        #expect(core.elapsed == .milliseconds(2500))
    }

    @Test(arguments: [0, 3, -1, Int.max, Int.min])
    func aLapThatIsNotThereIsRefused(number: Int) {
        let core = CoreHarness()
        core.prepare(.paused, laps: 2)
        let before = core.state
        #expect(throws: MendProblem.noSuchLap(count: 2)) { try core.useCases.removeLap.execute(lap: number) }
        #expect(throws: MendProblem.noSuchLap(count: 2)) { try core.useCases.noteLap.execute(lap: number, note: "x") }
        #expect(core.state == before)
    }

    // MARK: Notes

    @Test func aNoteIsTrimmedKeptAndTakenAwayWhenEmpty() throws {
        let core = CoreHarness()
        core.prepare(.running, laps: 2)
        try core.useCases.noteLap.execute(lap: 1, note: "  the hill  ")
        #expect(core.state.laps[0].note?.text == "the hill")
        #expect(core.state.laps[1].note == nil)
        try core.useCases.noteLap.execute(lap: 1, note: "   ")
        #expect(core.state.laps[0].note == nil)
    }

    @Test(arguments: ["שלום עולם", "🏃‍♀️ sprint 🏁", "e\u{301}tape", String(repeating: "é", count: 100)])
    func rightToLeftTextEmojiAndCombiningMarksAreKeptExactly(text: String) throws {
        let core = CoreHarness()
        core.prepare(.paused, laps: 1)
        try core.useCases.noteLap.execute(lap: 1, note: text)
        #expect(core.state.laps[0].note?.text == text)
    }

    @Test(arguments: [
        (String(repeating: "a", count: 101), MendProblem.note(.tooLong)),
        (String(repeating: "a", count: 10_000), MendProblem.note(.tooLong)),
        ("line\nbreak", MendProblem.note(.controlCharacters)),
        ("bell\u{7}", MendProblem.note(.controlCharacters)),
        ("nul\u{0}x", MendProblem.note(.controlCharacters)),
        ("next\u{85}line", MendProblem.note(.controlCharacters)),
        ("line\u{2028}separator", MendProblem.note(.controlCharacters)),
        ("tab\tinside", MendProblem.note(.controlCharacters)),
    ])
    func aNoteThatBreaksTheRulesIsRefused(text: String, problem: MendProblem) {
        let core = CoreHarness()
        core.prepare(.paused, laps: 1)
        #expect(throws: problem) { try core.useCases.noteLap.execute(lap: 1, note: text) }
        #expect(core.state.laps[0].note == nil)
    }

    @Test func aRemovedLapTakesItsNoteAwayAndTheOthersKeepTheirs() throws {
        let core = CoreHarness()
        core.prepare(.paused, laps: 3)
        try core.useCases.noteLap.execute(lap: 2, note: "two")
        try core.useCases.noteLap.execute(lap: 3, note: "three")
        try core.useCases.removeLap.execute(lap: 2)
        #expect(core.state.laps[1].note?.text == "three")
        #expect(core.state.laps[0].note == nil)
    }
}
