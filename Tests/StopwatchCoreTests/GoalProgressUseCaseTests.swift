import StopwatchCore
import StopwatchTestSupport
import Testing

/// Goals set on stopwatches and their progress read as Totals count (ARCHITECTURE.md, "Goals"): what
/// runs here now and the sessions kept, under the stopwatch's name.
@Suite struct GoalProgressUseCaseTests {
    private static let hourADay = try! StopwatchGoal(.seconds(3600), per: .day)

    private func progress(_ core: CoreHarness) throws -> [StopwatchID: GoalProgress] {
        var answer: Result<[StopwatchID: GoalProgress], HistoryFailure>?
        try #require(core.useCases.goalProgress).execute { answer = $0 }
        return try #require(answer).get()
    }

    @Test func theRunningStopwatchAndItsKeptSessionsCountTowardsItsGoal() throws {
        let core = CoreHarness()
        try #require(core.useCases.setGoal).execute(Self.hourADay)
        core.useCases.start.execute()
        core.advance(by: .seconds(30 * 60))
        #expect(try progress(core)[.first]?.done == .seconds(30 * 60))
        core.useCases.pause.execute()
        core.useCases.reset.execute()
        core.useCases.start.execute()
        core.advance(by: .seconds(40 * 60))
        let now = try #require(try progress(core)[.first])
        #expect(now.done == .seconds(70 * 60) && now.isMet && now.streak == 1, "the session kept and the one running")
    }

    @Test func anotherStopwatchsTimeCountsTowardsItsOwnGoalOnly() throws {
        let core = CoreHarness()
        let other = try core.useCases.create.execute(name: "Reading") { "Stopwatch \($0)" }.get()
        try #require(core.useCases.setGoal).execute(Self.hourADay, on: other)
        core.useCases.select.execute(.first)
        core.useCases.start.execute()
        core.advance(by: .seconds(30 * 60))
        let all = try progress(core)
        #expect(all.keys.sorted { $0.rawValue < $1.rawValue } == [other], "only the stopwatch with a goal")
        #expect(all[other]?.done == .zero)
    }

    @Test func withNoGoalNothingIsRead() throws {
        let core = CoreHarness()
        #expect(try progress(core).isEmpty)
        #expect(core.historyDataSource.runTimesRequests == 0)
        // And a goal asks: the read that did not happen was for want of one.
        try #require(core.useCases.setGoal).execute(Self.hourADay)
        _ = try progress(core)
        #expect(core.historyDataSource.runTimesRequests == 1)
    }

    @Test func aRenameKeepsTheGoalAndARemovalUndoneBringsItBack() throws {
        let core = CoreHarness()
        let goals = try #require(core.useCases.setGoal)
        let second = try core.useCases.create.execute(name: "Practice") { "Stopwatch \($0)" }.get()
        try goals.execute(Self.hourADay, on: second)
        core.useCases.rename.execute(second, to: "Piano")
        #expect(try goals.goal(of: second) == Self.hourADay)
        let removed = try core.useCases.remove.execute(second).get()
        #expect(throws: GoalProblem.noSuchStopwatch) { try goals.goal(of: second) }
        #expect(core.useCases.undoRemove.execute(removed))
        #expect(try goals.goal(of: second) == Self.hourADay)
        #expect(throws: GoalProblem.noSuchStopwatch) { try goals.execute(nil, on: StopwatchID(rawValue: 99)) }
    }

    @Test func theGoalIsSavedWithItsStopwatch() throws {
        let core = CoreHarness()
        try #require(core.useCases.setGoal).execute(Self.hourADay)
        let saved = try #require(core.dataSource.saves.last)
        #expect(saved.members[0].goals.current == Self.hourADay)
        #expect(saved.members[0].goals.changes.first?.from == LocalDay(year: 2025, month: 11, day: 21))
    }

    @Test func aStandingKeepsTheHistorysPartAndTheRunningTimeIsAddedAtEachAsking() throws {
        let core = CoreHarness()
        let useCase = try #require(core.useCases.goalProgress)
        try #require(core.useCases.setGoal).execute(Self.hourADay)
        core.useCases.start.execute()
        core.advance(by: .seconds(20 * 60))
        core.useCases.pause.execute()
        core.useCases.reset.execute()
        core.useCases.start.execute()
        core.advance(by: .seconds(5 * 60))
        var answer: Result<[StopwatchID: GoalStanding], HistoryFailure>?
        useCase.standings { answer = $0 }
        let all = try #require(answer).get()
        let standing = try #require(all[.first])
        #expect(standing.kept == .seconds(20 * 60), "the ended session alone: what runs is not kept")
        #expect(standing.streakBefore == 0)
        // The harness's calendar is UTC: the day is 2025-11-21, from its midnight to the next.
        #expect(standing.bounds == .seconds(1_763_683_200)..<(.seconds(1_763_683_200 + 86_400)))
        #expect(useCase.progress(of: .first, from: standing)?.done == .seconds(25 * 60))
        core.advance(by: .seconds(35 * 60))
        let met = try #require(useCase.progress(of: .first, from: standing))
        #expect(met.done == .seconds(60 * 60) && met.isMet && met.streak == 1, "no read: the running time moved it")
        try #require(core.useCases.setGoal).execute(nil)
        #expect(useCase.progress(of: .first, from: standing) == nil, "a standing read for another goal says nothing")
    }
}
