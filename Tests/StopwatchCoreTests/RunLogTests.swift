import StopwatchCore
import StopwatchTestSupport
import Testing

/// When a session ran (ARCHITECTURE.md, "Where the time went"): spans from each start or resume to its pause, the open
/// one closed at a reset, corrections at the instant they were made; carried into the history
/// with the session, back with an undo, and kept bounded.
@MainActor @Suite struct RunLogTests {
    private static let start = Duration.seconds(1_763_726_400)

    @Test func eachStartOrResumeToItsPauseIsASpanAndAResetClosesTheOpenOne() throws {
        let core = CoreHarness()
        core.useCases.start.execute()
        core.advance(by: .seconds(60))
        core.useCases.pause.execute()
        core.advance(by: .seconds(600))
        core.useCases.resume.execute()
        core.advance(by: .seconds(30))
        #expect(core.state.runLog.spans == [RunLog.Span(start: Self.start, end: Self.start + .seconds(60))])
        #expect(core.state.runLog.resumedAt == Self.start + .seconds(660))
        core.useCases.pause.execute()
        core.useCases.reset.execute()
        let session = try #require(core.historyDataSource.sessions.first)
        #expect(
            session.runLog.spans == [
                RunLog.Span(start: Self.start, end: Self.start + .seconds(60)),
                RunLog.Span(start: Self.start + .seconds(660), end: Self.start + .seconds(690)),
            ])
        #expect(session.runLog.resumedAt == nil)
    }

    @Test func aCorrectionCountsWhenItWasMade() throws {
        let core = CoreHarness()
        core.useCases.start.execute()
        core.advance(by: .seconds(60))
        try core.useCases.adjustTime.execute(.seconds(300))
        #expect(core.state.runLog.credits == [RunLog.Credit(at: Self.start + .seconds(60), amount: .seconds(300))])
        #expect(core.state.runLog.resumedAt == Self.start, "the open span goes on")
    }

    @Test func aStopwatchStartedSoLongAgoRanSinceThen() throws {
        let core = CoreHarness()
        try core.useCases.adjustTime.execute(.seconds(300))
        #expect(core.state.runLog == RunLog(resumedAt: Self.start - .seconds(300)))
    }

    @Test func aClockSetBackMakesAnEmptySpanNotANegativeOne() {
        var log = RunLog(resumedAt: .seconds(1_000))
        log.pause(at: .seconds(900))
        #expect(log.spans.isEmpty)
        #expect(log.resumedAt == nil)
    }

    @Test func pastTheMostSpansTheOldestBecomesACreditOfItsTime() {
        var log = RunLog()
        for index in 0...RunLog.maximumCount {
            log.resume(at: .seconds(Int64(index) * 10))
            log.pause(at: .seconds(Int64(index) * 10 + 3))
        }
        #expect(log.spans.count == RunLog.maximumCount)
        #expect(log.spans.first?.start == .seconds(10))
        #expect(log.credits == [RunLog.Credit(at: .zero, amount: .seconds(3))])
    }

    @Test func theSessionsInProgressCountUpToNowUnderTheirNames() throws {
        var tea = NamedStopwatch(id: .first, name: "Tea")
        tea.state = StopwatchState(
            status: .running, accumulated: .seconds(10), runningSince: .zero, startedAt: .seconds(100),
            runLog: RunLog(spans: [RunLog.Span(start: .seconds(100), end: .seconds(110))], resumedAt: .seconds(200)))
        let idle = NamedStopwatch(id: StopwatchID(rawValue: 2), name: "Idle")
        let collection = try #require(StopwatchCollection(members: [tea, idle], current: .first))
        let (spans, credits) = RunLog.inProgress(collection, at: .seconds(230))
        #expect(
            spans == [
                RunSpan(stopwatch: "Tea", start: .seconds(100), end: .seconds(110)),
                RunSpan(stopwatch: "Tea", start: .seconds(200), end: .seconds(230)),
            ])
        #expect(credits.isEmpty)
    }

    @Test func aStateFromBeforeRunLogsCountsItsTimeOnTheDayItStarted() {
        let snapshot = StopwatchSnapshot(
            status: .paused, elapsed: .seconds(90), savedAt: .seconds(5_000), laps: LapHistory(), startedAt: .seconds(4_000))
        let state = StopwatchState(restoring: snapshot, now: .zero, wallClockNow: .seconds(6_000))
        #expect(state.runLog == RunLog(credits: [RunLog.Credit(at: .seconds(4_000), amount: .seconds(90))]))
        let running = StopwatchSnapshot(
            status: .running, elapsed: .seconds(90), savedAt: .seconds(5_000), laps: LapHistory(), startedAt: .seconds(4_000))
        #expect(
            StopwatchState(restoring: running, now: .zero, wallClockNow: .seconds(6_000)).runLog
                == RunLog(resumedAt: .seconds(5_000), credits: [RunLog.Credit(at: .seconds(4_000), amount: .seconds(90))]),
            "from the save on, it runs")
    }
}
