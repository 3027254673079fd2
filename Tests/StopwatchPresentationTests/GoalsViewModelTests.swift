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

    // MARK: The Goal dialog

    @Test func theDialogOpensOnTheGoalThereIsAndSetsWhatItWasGiven() throws {
        try core.useCases.setGoal!.execute(StopwatchGoal(.seconds(5400), per: .week))
        goals.send(.open)
        let dialog = try #require(goals.viewState)
        #expect(dialog.period == .week && dialog.hours == 1 && dialog.minutes == 30)
        #expect(dialog.subtitle == "For " + core.store.collection.current.name)
        #expect(dialog.choices.map(\.period) == [nil, .day, .week])
        #expect(dialog.choices.map(\.maximumHours) == [0, 24, 168] && dialog.choices.map(\.asksTime) == [false, true, true])
        goals.send(.apply(GoalInput(period: .day, hours: 0, minutes: 45)))
        #expect(goals.viewState == nil, "set: it closes")
        #expect(current == (try StopwatchGoal(.seconds(2700), per: .day)))
    }

    @Test func whatBreaksTheRulesIsRefusedInTheDialogWhichStaysOpen() throws {
        goals.send(.open)
        #expect(goals.viewState?.period == nil && goals.viewState?.hours == 0)
        goals.send(.apply(GoalInput(period: .day, hours: 0, minutes: 0)))
        #expect(goals.viewState?.problem == "A goal needs a time over zero.")
        // A field given more than it takes is held to one over the period's hours: still refused, with why.
        goals.send(.apply(GoalInput(period: .day, hours: 1_000_000, minutes: -5)))
        #expect(goals.viewState?.problem == "A goal for a day is at most 24 hours.")
        goals.send(.apply(GoalInput(period: .week, hours: Int.max, minutes: Int.max)))
        #expect(goals.viewState?.problem == "A goal for a week is at most 168 hours.")
        #expect(current == nil, "nothing set")
        goals.send(.apply(GoalInput(period: .week, hours: 168, minutes: 0)))
        #expect(goals.viewState == nil)
        #expect(current == (try StopwatchGoal(.seconds(168 * 3600), per: .week)))
    }

    @Test func noGoalTakesItAwayAndCancelSetsNothing() throws {
        try core.useCases.setGoal!.execute(StopwatchGoal(.seconds(3600), per: .day))
        goals.send(.open)
        goals.send(.close)
        #expect(goals.viewState == nil)
        #expect(current?.amount == .seconds(3600), "cancelled: as it was")
        goals.send(.open)
        goals.send(.apply(GoalInput(period: nil, hours: 5, minutes: 0)))
        #expect(goals.viewState == nil)
        #expect(current == nil)
    }

    @Test func theDialogSetsTheStopwatchItWasOpenedOnAndSaysWhenItIsGone() throws {
        let second = try core.useCases.create.execute(name: "Practice") { "Stopwatch \($0)" }.get()
        goals.send(.open)
        #expect(goals.viewState?.subtitle == "For Practice")
        core.useCases.select.execute(.first)
        goals.send(.apply(GoalInput(period: .day, hours: 1, minutes: 0)))
        #expect(core.store.collection[second]?.goals.current?.amount == .seconds(3600))
        #expect(current == nil, "not the one current now")
        goals.send(.open)
        core.useCases.select.execute(second)
        _ = core.useCases.remove.execute(.first)
        goals.send(.apply(GoalInput(period: .day, hours: 1, minutes: 0)))
        #expect(goals.viewState?.problem == "There is no such stopwatch.")
    }
}
