import StopwatchCore
import StopwatchTestSupport
import Testing

/// "I forgot to start it 20 minutes ago", "I forgot to stop it" (ARCHITECTURE.md, "Mending a mistake"): started or
/// paused as of a moment ago, the run log's span begins or ends then, and Undo puts it back.
@Suite struct BeganLateRanOnTests {
    @Test func startedAsOfAMomentAgoItsSpanBeginsThenAndItIsNoCorrection() throws {
        let core = CoreHarness()
        let now = core.wallClock.now()
        try core.useCases.adjustTime.execute(.seconds(20 * 60))
        #expect(core.state.status == .running)
        #expect(core.elapsed == .seconds(20 * 60))
        #expect(core.state.runLog.resumedAt == now - .seconds(20 * 60))
        #expect(core.state.runLog.credits.isEmpty)
        #expect(core.state.adjusted == .zero, "it ran then: measured, not corrected")
        core.advance(by: .seconds(10))
        core.useCases.pause.execute()
        #expect(core.state.runLog.spans == [RunLog.Span(start: now - .seconds(20 * 60), end: now + .seconds(10))])
    }

    @Test func startedFurtherBackThan1970TheRestIsACorrectionAt1970() throws {
        let core = CoreHarness(wallClockNow: .seconds(3600))
        try core.useCases.adjustTime.execute(.seconds(7200))
        #expect(core.state.runLog.resumedAt == .zero)
        #expect(core.state.runLog.credits == [RunLog.Credit(at: .zero, amount: .seconds(3600))])
        #expect(core.elapsed == .seconds(7200))
    }

    @Test func pausedAsOfAMomentAgoItsTimeAndSpanEndThenAndUndoRunsItOnAsIfNeverPaused() throws {
        let core = CoreHarness()
        let began = core.wallClock.now()
        core.useCases.start.execute()
        core.advance(by: .seconds(30 * 60))
        let pause = try core.useCases.pause.execute(ago: .seconds(10 * 60))
        #expect(core.state.status == .paused)
        #expect(core.elapsed == .seconds(20 * 60))
        #expect(core.state.runLog.spans == [RunLog.Span(start: began, end: began + .seconds(20 * 60))])
        core.advance(by: .seconds(60))
        #expect(core.elapsed == .seconds(20 * 60), "paused")
        core.useCases.undoEarlierPause.execute(pause)
        #expect(core.state.status == .running)
        #expect(core.elapsed == .seconds(31 * 60), "it ran all along")
        #expect(core.state.runLog.resumedAt == began)
    }

    @Test func startedSoLongAgoOrNowOnlyWhenNotYetStarted() throws {
        let core = CoreHarness()
        let now = core.wallClock.now()
        #expect(try core.useCases.adjustTime.execute(startedAgo: .zero) == nil, "started now: nothing to undo")
        #expect(core.state.status == .running && core.state.runLog.resumedAt == now)
        #expect(throws: MendProblem.alreadyStarted) { try core.useCases.adjustTime.execute(startedAgo: .seconds(60)) }
        let late = CoreHarness()
        #expect(throws: MendProblem.notStarted) { try late.useCases.adjustTime.execute(startedAgo: .seconds(-1)) }
        #expect(throws: MendProblem.pastTheLimit) { try late.useCases.adjustTime.execute(startedAgo: .milliseconds(Int64.max)) }
        let adjustment = try late.useCases.adjustTime.execute(startedAgo: .seconds(90))
        #expect(adjustment?.started == true)
        #expect(late.state.runLog.resumedAt == late.wallClock.now() - .seconds(90))
    }

    @Test func startedAndPausedAtMomentsTheSpanIsExactlyBetweenThem() throws {
        let core = CoreHarness()
        let now = core.wallClock.now()
        #expect(throws: MendProblem.pastTheLimit) { try core.useCases.adjustTime.execute(startedAt: now + .milliseconds(1)) }
        #expect(throws: MendProblem.pastTheLimit) { try core.useCases.adjustTime.execute(startedAt: .milliseconds(-1)) }
        try core.useCases.adjustTime.execute(startedAt: now - .seconds(600))
        #expect(core.state.runLog.resumedAt == now - .seconds(600))
        #expect(core.elapsed == .seconds(600))
        #expect(throws: MendProblem.alreadyStarted) { try core.useCases.adjustTime.execute(startedAt: now - .seconds(900)) }
        core.advance(by: .seconds(60))
        #expect(throws: MendProblem.pastTheLimit) { try core.useCases.pause.execute(at: now + .seconds(61)) }
        #expect(throws: MendProblem.beforeItRan(available: .seconds(660))) { try core.useCases.pause.execute(at: now - .seconds(601)) }
        try core.useCases.pause.execute(at: now - .seconds(300))
        #expect(core.state.runLog.spans == [RunLog.Span(start: now - .seconds(600), end: now - .seconds(300))])
        #expect(core.elapsed == .seconds(300))
    }

    @Test func pausedFurtherBackThanItRanOrThanTheLapInProgressIsRefusedAndChangesNothing() throws {
        let core = CoreHarness()
        core.prepare(.running, laps: 2)
        let before = core.state
        #expect(throws: MendProblem.beforeItRan(available: .milliseconds(500))) {
            try core.useCases.pause.execute(ago: .milliseconds(501))
        }
        #expect(throws: MendProblem.pastTheLimit) { try core.useCases.pause.execute(ago: .milliseconds(-1)) }
        #expect(throws: MendProblem.pastTheLimit) { try core.useCases.pause.execute(ago: .milliseconds(Int64.max)) }
        #expect(core.state == before)
        try core.useCases.pause.execute(ago: .milliseconds(500))
        #expect(core.elapsed == .seconds(2), "all of the lap in progress")
        #expect(throws: MendProblem.notRunning) { try core.useCases.pause.execute(ago: .zero) }
        #expect(throws: MendProblem.notRunning) { try CoreHarness().useCases.pause.execute(ago: .zero) }
    }

    @Test func startedAsOfAMomentAgoItCanBePausedAsFarBackAsThen() throws {
        let core = CoreHarness()
        try core.useCases.adjustTime.execute(.seconds(10 * 60))
        core.advance(by: .seconds(5))
        #expect(throws: MendProblem.beforeItRan(available: .seconds(10 * 60 + 5))) {
            try core.useCases.pause.execute(ago: .seconds(10 * 60 + 6))
        }
        try core.useCases.pause.execute(ago: .seconds(5 * 60))
        #expect(core.elapsed == .seconds(5 * 60 + 5))
    }

    @Test func anUndoOfAPauseOnceTheStopwatchChangedSinceDoesNothing() throws {
        let core = CoreHarness()
        core.prepare(.running)
        let pause = try core.useCases.pause.execute(ago: .milliseconds(200))
        core.useCases.resume.execute()
        let resumed = core.state
        core.useCases.undoEarlierPause.execute(pause)
        #expect(core.state == resumed)
    }

    @Test func startedBeforeMidnightAndPausedAfterItCountsOnEachDayWhatRanThere() throws {
        // 00:10 on 24 November (UTC): started 30 minutes ago, so 20 of them ran on the 23rd.
        let calendar = FixedOffsetCalendar()
        let day = LocalDay(iso: "2026-11-24")!
        let core = CoreHarness(wallClockNow: calendar.start(of: day) + .seconds(10 * 60))
        try core.useCases.adjustTime.execute(.seconds(30 * 60))
        core.advance(by: .seconds(20 * 60))
        // At 00:30, paused five minutes ago: it ran from 23:40 to 00:25.
        try core.useCases.pause.execute(ago: .seconds(5 * 60))
        let (spans, credits) = RunLog.inProgress(core.store.collection, at: core.wallClock.now())
        let totals = TotalsCalculator(calendar: calendar).totals(
            spans: spans, credits: credits, from: day.adding(days: -1), through: day, by: .day)
        let minutes = Dictionary(uniqueKeysWithValues: totals.filter { $0.stopwatch.isEmpty }.map { ($0.period, $0.total) })
        #expect(minutes == [day.adding(days: -1): .seconds(20 * 60), day: .seconds(25 * 60)])
    }
}
