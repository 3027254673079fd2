import StopwatchCore
import Testing

@testable import StopwatchPresentation

/// What a goal says (ARCHITECTURE.md, "Goals"): its time, a goal set, and where it stands.
@MainActor @Suite struct GoalTextMapperTests {
    let mapper = GoalTextMapper(localizer: SourceLocalizer())
    private static let monday = LocalDay(year: 2026, month: 11, day: 30)!

    @Test func aTimeIsSaidInWholeMinutesAndHours() {
        #expect(mapper.amount(.seconds(45 * 60 + 59)) == "45 min", "seconds are dropped, not rounded")
        #expect(mapper.amount(.seconds(2 * 3600)) == "2 h")
        #expect(mapper.amount(.seconds(90 * 60)) == "1 h 30 min")
        #expect(mapper.amount(.zero) == "0 min")
        #expect(mapper.amount(.seconds(-60)) == "0 min")
        #expect(mapper.amount(.seconds(168 * 3600)) == "168 h")
    }

    @Test func aGoalSetNamesItsStopwatchAndPeriod() throws {
        #expect(mapper.goalSet(name: "Piano", goal: try StopwatchGoal(.seconds(3600), per: .day)) == "Piano: 1 h a day")
        #expect(mapper.goalSet(name: "Writing", goal: try StopwatchGoal(.seconds(36_000), per: .week)) == "Writing: 10 h a week")
        #expect(mapper.goalSet(name: "Tea", goal: nil) == "Tea: no goal")
    }

    @Test func progressSaysWhatIsDoneOfTheGoalUntilMetThenWhatIsOver() throws {
        let hour = try StopwatchGoal(.seconds(3600), per: .day)
        #expect(mapper.progress(GoalProgress(goal: hour, period: Self.monday, done: .seconds(42 * 60), streak: 0)) == "42 min of 1 h today")
        #expect(mapper.progress(GoalProgress(goal: hour, period: Self.monday, done: .seconds(72 * 60), streak: 1)) == "1 h today, +12 min")
        #expect(mapper.progress(GoalProgress(goal: hour, period: Self.monday, done: .seconds(3600), streak: 1)) == "1 h today, met")
        #expect(mapper.progress(GoalProgress(goal: hour, period: Self.monday, done: .seconds(3659), streak: 1)) == "1 h today, met")
        #expect(mapper.progress(GoalProgress(goal: hour, period: Self.monday, done: .seconds(3660), streak: 1)) == "1 h today, +1 min")
        let week = try StopwatchGoal(.seconds(36_000), per: .week)
        #expect(
            mapper.progress(GoalProgress(goal: week, period: Self.monday, done: .seconds(3 * 3600 + 5 * 60), streak: 2))
                == "3 h 5 min of 10 h this week")
        #expect(mapper.progress(GoalProgress(goal: week, period: Self.monday, done: .seconds(36_000), streak: 2)) == "10 h this week, met")
    }

    @Test func homesLineFillsItsBarToTheWholeMinuteAndNoFurther() throws {
        let hour = try StopwatchGoal(.seconds(3600), per: .day)
        let line = { (seconds: Int64) in self.mapper.line(GoalProgress(goal: hour, period: Self.monday, done: .seconds(seconds), streak: 0))
        }
        #expect(line(0) == GoalLine(text: "0 min of 1 h today", fraction: 0, isMet: false))
        #expect(line(15 * 60 + 59).fraction == 0.25, "seconds do not move it: it changes when its words do")
        #expect(line(3599) == GoalLine(text: "59 min of 1 h today", fraction: 59.0 / 60, isMet: false))
        #expect(line(3600) == GoalLine(text: "1 h today, met", fraction: 1, isMet: true))
        #expect(line(5 * 3600).fraction == 1)
    }
}
