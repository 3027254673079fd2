import StopwatchCore
import StopwatchTestSupport
import Testing

@testable import StopwatchPresentation

/// Goals set from outside, alone over a core on a fake clock (ARCHITECTURE.md, "Goals"): the actions on
/// the current stopwatch, and a call's answer that says why not.
@MainActor @Suite struct GoalsViewModelTests {
    let core = CoreHarness()
    let goals: GoalsViewModel

    init() {
        goals = GoalsViewModel(setGoal: core.useCases.setGoal, store: core.store, localizer: SourceLocalizer(), logger: core.logger)
    }

    private var current: StopwatchGoal? { core.store.collection.current.goals.current }

    @Test func theActionsSetTheCurrentStopwatchsGoalAndARefusalIsLogged() throws {
        goals.send(.perDay(milliseconds: 5_400_000))
        #expect(current == (try StopwatchGoal(.seconds(5400), per: .day)))
        goals.send(.perWeek(milliseconds: 5))
        #expect(core.logger.messages(atLeast: .info).contains("Goal not set: A goal is a whole number of minutes."))
        #expect(current?.period == .day, "nothing changed by what was refused")
        goals.send(.perWeek(milliseconds: 36_000_000))
        #expect(current == (try StopwatchGoal(.seconds(36_000), per: .week)))
        goals.send(.perDay(milliseconds: 0))
        #expect(current == nil)
    }

    @Test func aCallIsAnsweredWithTheReasonAndNothingIsLogged() {
        #expect(goals.setGoal(milliseconds: 86_460_000, period: "day", on: .first) == "A goal for a day is at most 24 hours.")
        #expect(goals.setGoal(milliseconds: 60_000, period: "fortnight", on: .first) == "A goal is for a day or a week, not “fortnight”.")
        #expect(goals.setGoal(milliseconds: 60_000, period: "day", on: StopwatchID(rawValue: 9)) == "There is no such stopwatch.")
        #expect(core.logger.entries.isEmpty, "the caller says it")
        #expect(goals.setGoal(milliseconds: 60_000, period: "day", on: .first) == nil)
        #expect(current?.amount == .seconds(60))
    }

    @Test func withoutACalendarAGoalIsRefused() {
        let alone = GoalsViewModel(setGoal: nil, store: core.store, localizer: SourceLocalizer(), logger: core.logger)
        #expect(alone.setGoal(milliseconds: 60_000, period: "day", on: .first) == "The time zone cannot be read.")
        #expect(current == nil)
    }
}
