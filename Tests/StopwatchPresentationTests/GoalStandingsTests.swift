import StopwatchCore
import StopwatchTestSupport
import Testing

@testable import StopwatchPresentation

/// Where each stopwatch stands against its goal, alone over a core on a fake clock
/// (ARCHITECTURE.md, "Goals"): read when first asked, moved on by the running time without a
/// read, woken at each whole minute and at the goal, and a goal reached told once a period.
@MainActor @Suite struct GoalStandingsTests {
    let core = CoreHarness()
    let standings: GoalStandings
    private var reached: [GoalReached] { recorded.values }
    private let recorded = Recorded()
    private let changes = Recorded()
    private static let hourADay = try! StopwatchGoal(.seconds(3600), per: .day)

    private final class Recorded {
        var values: [GoalReached] = []
        var count = 0
    }

    init() throws {
        standings = GoalStandings(
            progress: core.useCases.goalProgress, store: core.store, timer: core.timer, deadlines: core.deadlines,
            scheduler: core.scheduler)
        standings.reached.add { [recorded] in recorded.values.append($0) }
        standings.changes.add { [changes] in changes.count += 1 }
    }

    private func setGoal(_ goal: StopwatchGoal?) throws {
        _ = try #require(core.useCases.setGoal).execute(goal)
    }

    @Test func nothingWakesWithoutAGoal() {
        #expect(standings.progress(of: .first) == nil)
        core.useCases.start.execute()
        let started = changes.count
        core.advance(by: .seconds(3600))
        #expect(changes.count == started, "nothing woken in an hour")
        #expect(core.scheduler.delays.isEmpty, "no wake armed: \(core.scheduler.delays)")
    }

    @Test func theRunningTimeMovesTheProgressAndWakesItAtEachWholeMinuteOnly() throws {
        try setGoal(Self.hourADay)
        #expect(standings.progress(of: .first)?.done == .zero)
        core.useCases.start.execute()
        let before = changes.count
        core.advance(by: .seconds(59))
        #expect(changes.count == before, "no minute yet")
        core.advance(by: .seconds(1))
        #expect(changes.count == before + 1, "the first whole minute")
        #expect(standings.progress(of: .first)?.done == .seconds(60))
        for _ in 0..<9 { core.advance(by: .seconds(60)) }
        #expect(changes.count == before + 10)
        #expect(standings.progress(of: .first)?.done == .seconds(600))
    }

    @Test func aGoalReachedRunningIsToldOnceAtItsMomentAndNotAgainAfterACorrection() throws {
        try setGoal(Self.hourADay)
        _ = standings.progress(of: .first)
        core.useCases.start.execute()
        core.advance(by: .milliseconds(3_599_999))
        #expect(reached.isEmpty)
        core.advance(by: .milliseconds(1))
        #expect(reached.map(\.stopwatch) == [.first])
        #expect(reached.first?.progress.done == .seconds(3600) && reached.first?.progress.streak == 1)
        #expect(reached.first?.name == "Stopwatch 1" && reached.first?.lateness == .zero)
        _ = try core.useCases.adjustTime.execute(.seconds(-120))
        #expect(standings.progress(of: .first)?.isMet == false, "taken under")
        core.advance(by: .seconds(180))
        #expect(standings.progress(of: .first)?.isMet == true, "and back over")
        #expect(reached.count == 1, "once a period")
    }

    @Test func aCorrectionThatMeetsTheGoalIsTold() throws {
        try setGoal(Self.hourADay)
        _ = standings.progress(of: .first)
        core.useCases.start.execute()
        core.advance(by: .seconds(600))
        core.useCases.pause.execute()
        _ = try core.useCases.adjustTime.execute(.seconds(3000))
        #expect(reached.map(\.stopwatch) == [.first])
    }

    /// A goal changed and a correction that meets it made before the read for the new goal
    /// lands: told when it lands, as at once otherwise.
    @Test func aCorrectionThatMeetsAGoalWhileItsReadIsOnItsWayIsToldWhenItLands() throws {
        try setGoal(Self.hourADay)
        _ = standings.progress(of: .first)
        core.useCases.start.execute()
        core.advance(by: .seconds(60))
        core.historyDataSource.deliversAtOnce = false
        try setGoal(try StopwatchGoal(.seconds(120), per: .day))
        _ = try core.useCases.adjustTime.execute(.seconds(90))
        #expect(reached.isEmpty, "not before the read for the new goal")
        core.historyDataSource.deliver()
        #expect(reached.map(\.stopwatch) == [.first])
        #expect(reached.first?.progress.goal.amount == .seconds(120))
    }

    @Test func aPeriodAlreadyMetWhenFirstReadIsShownAsMetAndNotTold() throws {
        try setGoal(Self.hourADay)
        core.useCases.start.execute()
        core.advance(by: .seconds(3700))
        let met = try #require(standings.progress(of: .first))
        #expect(met.isMet)
        core.advance(by: .seconds(600))
        #expect(reached.isEmpty)
    }

    @Test func theNextDayIsReadAtItsStartAndItsProgressBeginsThere() throws {
        try setGoal(Self.hourADay)
        _ = standings.progress(of: .first)
        core.useCases.start.execute()
        // The harness's wall clock is at noon (UTC): midnight is 12 hours on, and 30 minutes past it.
        core.advance(by: .seconds(12 * 3600 + 30 * 60))
        let tomorrow = try #require(standings.progress(of: .first))
        #expect(tomorrow.period == LocalDay(year: 2025, month: 11, day: 22))
        #expect(tomorrow.done == .seconds(30 * 60), "what ran after midnight, once")
        #expect(tomorrow.streak == 1, "yesterday met it, with the time it ran there; today not yet")
    }

    @Test func aStreakLongerThanTheRecentDaysIsReadWholeAfterThem() throws {
        // An hour a day since 30 days ago, and an hour and a bit of sessions on each of those
        // days: the recent read (two weeks) finds the streak unbroken at its first day, and the
        // year's read after it counts all 30.
        let core = CoreHarness(
            storedCollection: StopwatchCollectionSnapshot(
                members: [
                    .init(
                        id: .first, name: "Piano", snapshot: StopwatchSnapshot(status: .initial, elapsed: .zero, savedAt: .zero, laps: []),
                        goals: GoalTimeline.none.setting(Self.hourADay, from: LocalDay(year: 2025, month: 10, day: 22)!))
                ], currentID: .first))
        core.useCases.restore.execute()
        let noon = Duration.seconds(1_763_726_400)
        for daysAgo in 1...30 {
            let start = noon - .seconds(Int64(daysAgo) * 86_400)
            core.historyDataSource.add(
                Session(
                    id: SessionID(rawValue: Int64(daysAgo)), startedAt: start, elapsed: .seconds(3700), laps: LapHistory(),
                    stopwatchName: "Piano", runLog: RunLog(spans: [RunLog.Span(start: start, end: start + .seconds(3700))]))
            ) { _ in }
        }
        let standings = GoalStandings(
            progress: core.useCases.goalProgress, store: core.store, timer: core.timer, deadlines: core.deadlines,
            scheduler: core.scheduler)
        var streaks: [Int] = []
        standings.changes.add { [core] in
            if let streak = standings.progress(of: core.store.collection.currentID)?.streak { streaks.append(streak) }
        }
        #expect(standings.progress(of: .first)?.streak == 30)
        #expect(streaks == [13, 30], "the recent days first, then the whole streak")
    }
}
