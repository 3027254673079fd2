import StopwatchCore
import Testing

/// A goal alone (ARCHITECTURE.md, "Goals"): the rules it is held to, from the app and from outside.
@Suite struct StopwatchGoalTests {
    private static let minute = Duration.seconds(60)

    @Test func aGoalIsWholeMinutesFromOneToTheWholePeriod() throws {
        #expect(try StopwatchGoal(Self.minute, per: .day).amount == Self.minute)
        #expect(try StopwatchGoal(.seconds(24 * 3600), per: .day).period == .day)
        #expect(try StopwatchGoal(.seconds(168 * 3600), per: .week).amount == .seconds(168 * 3600))
        #expect(throws: GoalProblem.notPositive) { try StopwatchGoal(.zero, per: .day) }
        #expect(throws: GoalProblem.notPositive) { try StopwatchGoal(.seconds(-60), per: .week) }
        #expect(throws: GoalProblem.longerThanThePeriod(.day)) { try StopwatchGoal(.seconds(24 * 3600 + 60), per: .day) }
        #expect(throws: GoalProblem.longerThanThePeriod(.week)) { try StopwatchGoal(.seconds(168 * 3600 + 60), per: .week) }
        #expect(throws: GoalProblem.notWholeMinutes) { try StopwatchGoal(.seconds(90), per: .day) }
    }

    @Test func aGoalFromOutsideIsBoundedBeforeItBecomesATime() throws {
        #expect(try StopwatchGoal(milliseconds: 3_600_000, period: "day") == StopwatchGoal(.seconds(3600), per: .day))
        #expect(throws: GoalProblem.longerThanThePeriod(.week)) { try StopwatchGoal(milliseconds: .max, period: "week") }
        #expect(throws: GoalProblem.notPositive) { try StopwatchGoal(milliseconds: .min, period: "day") }
        #expect(throws: GoalProblem.notPositive) { try StopwatchGoal(milliseconds: 0, period: "day") }
        #expect(throws: GoalProblem.notWholeMinutes) { try StopwatchGoal(milliseconds: 60_001, period: "day") }
        #expect(throws: GoalProblem.unknownPeriod("month")) { try StopwatchGoal(milliseconds: 60_000, period: "month") }
        let long = String(repeating: "x", count: 1_000_000)
        #expect(throws: GoalProblem.unknownPeriod(String(repeating: "x", count: 20))) {
            try StopwatchGoal(milliseconds: 60_000, period: long)
        }
    }
}
