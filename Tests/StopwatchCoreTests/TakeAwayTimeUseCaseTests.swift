import StopwatchCore
import StopwatchTestSupport
import Testing

/// Taking the time away (ARCHITECTURE.md, "Mending a mistake"), alone over the core on a fake clock: exactly what
/// each stopwatch ran during the away, recorded where it ran (each local day's part on its
/// day), undone as any correction.
@Suite struct TakeAwayTimeUseCaseTests {
    /// 2025-11-21 12:00 UTC.
    let core = CoreHarness(wallClockNow: .seconds(1_763_726_400))
    let calendar = FixedOffsetCalendar()

    private func away(from start: Duration, minutes: Int64) -> Away {
        Away(start: start, end: start + .seconds(minutes * 60))!
    }

    private func totals(_ first: String, _ last: String) -> [String: Duration] {
        let (spans, credits) = RunLog.inProgress(core.store.collection, at: core.wallClock.now())
        let rows = TotalsCalculator(calendar: calendar).totals(
            spans: spans, credits: credits, from: LocalDay(iso: first)!, through: LocalDay(iso: last)!, by: .day)
        return Dictionary(uniqueKeysWithValues: rows.filter { $0.stopwatch.isEmpty }.map { ($0.period.description, $0.total) })
    }

    @Test func aStopwatchThatRanThroughTheAwayLosesExactlyTheAway() {
        core.useCases.start.execute()
        core.advance(by: .seconds(600))
        let away = away(from: core.wallClock.now(), minutes: 30)
        core.advance(by: .seconds(1_800))
        let correction = TakeAwayTimeUseCase(context: core.context, calendar: calendar).execute(away)
        #expect(core.timer.elapsed == .seconds(600))
        #expect(core.state.status == .running, "it runs on")
        #expect(correction.taken.map(\.amount) == [.seconds(-1_800)] && correction.refused.isEmpty)
        #expect(core.state.runLog.credits == [RunLog.Credit(at: away.start, amount: .seconds(-1_800))], "kept where the away began")
    }

    @Test func pausedOrStartedDuringTheAwayItLosesOnlyWhatRan() throws {
        let first = core.store.collection.currentID
        core.useCases.start.execute()
        let start = core.wallClock.now()
        core.advance(by: .seconds(600))
        core.useCases.pause.execute()
        let second = try core.useCases.create.execute(name: "Reading") { "Stopwatch \($0)" }.get()
        core.advance(by: .seconds(300))
        core.useCases.start.execute(on: second)
        core.advance(by: .seconds(900))
        // Away from the start: the first ran 10 min of it, the second 15.
        let correction = TakeAwayTimeUseCase(context: core.context, calendar: calendar).execute(away(from: start, minutes: 30))
        #expect(Set(correction.taken.map(\.stopwatch)) == [first, second])
        #expect(core.store.collection[first]!.state.elapsed(at: core.timer.now) == .zero)
        #expect(core.store.collection[second]!.state.elapsed(at: core.timer.now) == .zero)
        core.advance(by: .seconds(60))
        #expect(core.store.collection[second]!.state.elapsed(at: core.timer.now) == .seconds(60), "ran on since the away ended")
    }

    @Test func nothingRanNothingIsTakenAndANotStartedOneStaysSo() {
        let away = away(from: core.wallClock.now(), minutes: 5)
        core.advance(by: .seconds(300))
        let correction = TakeAwayTimeUseCase(context: core.context, calendar: calendar).execute(away)
        #expect(correction == AwayCorrection(taken: [], refused: [:]))
        #expect(core.state.status == .initial)
    }

    @Test func anAwayOverMidnightIsTakenFromBothDaysAndUndoneOnThem() {
        // Started at 23:40 on 21 November, away from 23:50 until 00:20 on the 22nd.
        core.advance(by: .seconds(11 * 3600 + 40 * 60))
        core.useCases.start.execute()
        core.advance(by: .seconds(600))
        let away = away(from: core.wallClock.now(), minutes: 30)
        core.advance(by: .seconds(1_800))
        #expect(totals("2025-11-21", "2025-11-22") == ["2025-11-21": .seconds(1_200), "2025-11-22": .seconds(1_200)])
        let correction = TakeAwayTimeUseCase(context: core.context, calendar: calendar).execute(away)
        #expect(totals("2025-11-21", "2025-11-22") == ["2025-11-21": .seconds(600), "2025-11-22": .zero], "each day loses its part")
        #expect(core.state.runLog.credits.map(\.amount) == [.seconds(-600), .seconds(-1_200)])
        #expect(core.timer.elapsed == .seconds(600))
        core.useCases.undoAdjustTime.execute(correction.taken[0])
        #expect(
            totals("2025-11-21", "2025-11-22") == ["2025-11-21": .seconds(1_200), "2025-11-22": .seconds(1_200)], "given back where taken")
        #expect(core.timer.elapsed == .seconds(2_400))
    }

    @Test func aLapMadeDuringTheAwayLeavesTooShortALapAndTheTimeIsKeptWithWhy() {
        core.useCases.start.execute()
        let away = away(from: core.wallClock.now(), minutes: 30)
        core.advance(by: .seconds(1_500))
        core.useCases.lap.execute()
        core.advance(by: .seconds(300))
        let correction = TakeAwayTimeUseCase(context: core.context, calendar: calendar).execute(away)
        #expect(correction.taken.isEmpty)
        #expect(correction.refused[core.store.collection.currentID] == .moreThanTheLapInProgress(available: .seconds(300)))
        #expect(core.timer.elapsed == .seconds(1_800))
    }

    @Test func anAwayThatCannotBeIsNone() {
        #expect(Away(start: .seconds(10), end: .seconds(10)) == nil)
        #expect(Away(start: .seconds(10), end: .seconds(5)) == nil)
        #expect(Away(start: .zero, end: TimeBounds.maximumElapsed + .seconds(1)) == nil)
        #expect(Away(start: .zero, end: .seconds(60))?.duration == .seconds(60))
    }

    @Test func theTimeRanIsWhereTheSpansMeetTheRange() {
        let log = RunLog(
            spans: [RunLog.Span(start: .seconds(0), end: .seconds(100)), RunLog.Span(start: .seconds(200), end: .seconds(300))],
            resumedAt: .seconds(400))
        #expect(log.timeRan(from: .seconds(50), until: .seconds(250)) == .seconds(100))
        #expect(log.timeRan(from: .seconds(350), until: .seconds(500)) == .seconds(100), "the open span up to the end")
        #expect(log.timeRan(from: .seconds(100), until: .seconds(200)) == .zero)
        #expect(log.timeRan(from: .seconds(300), until: .seconds(200)) == .zero)
    }
}
