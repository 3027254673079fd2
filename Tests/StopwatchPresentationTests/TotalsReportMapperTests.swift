import StopwatchCore
import StopwatchPresentation
import Testing

/// What `stopwatch --totals` prints: totals to the minute, a table in columns, JSON in
/// milliseconds with the sum of all as `"stopwatch": ""`, and the refusals' words.
@MainActor @Suite struct TotalsReportMapperTests {
    let mapper = TotalsReportMapper()
    let day = LocalDay(iso: "2026-11-24")!

    @Test func aTotalIsWordsToTheMinuteTruncated() {
        #expect(mapper.words(for: .zero) == "0 min")
        #expect(mapper.words(for: .seconds(59)) == "0 min")
        #expect(mapper.words(for: .seconds(25 * 60 + 59)) == "25 min")
        #expect(mapper.words(for: .seconds(7_500)) == "2 h 05 min")
        #expect(mapper.words(for: .seconds(1_000 * 3600)) == "1000 h 00 min")
        #expect(mapper.words(for: .seconds(-600)) == "\u{2212}10 min", "time taken away")
    }

    @Test func theTableLinesUpItsColumns() {
        let rows = [
            PeriodTotal(period: day, stopwatch: "Writing", total: .seconds(7_500)),
            PeriodTotal(period: day, stopwatch: "Tea", total: .seconds(300)),
            PeriodTotal(period: day, stopwatch: "", total: .seconds(7_800)),
        ]
        #expect(
            mapper.text(rows) == """
                2026-11-24  Writing  2 h 05 min
                2026-11-24  Tea           5 min
                2026-11-24  All      2 h 10 min

                """)
    }

    @Test func jsonIsAnObjectAPeriodAndStopwatchInMilliseconds() {
        let rows = [
            PeriodTotal(period: day, stopwatch: "Writing \"draft\"", total: .milliseconds(7_500_123)),
            PeriodTotal(period: day, stopwatch: "", total: .milliseconds(7_500_123)),
        ]
        #expect(
            mapper.json(rows) == """
                [
                  {"day": "2026-11-24", "stopwatch": "Writing \\"draft\\"", "machine": "", "total_ms": 7500123},
                  {"day": "2026-11-24", "stopwatch": "", "machine": "", "total_ms": 7500123}
                ]

                """)
        #expect(mapper.json([]) == "[]\n")
    }

    @Test func refusalsSayWhatWasGivenAndWhatIsMeant() {
        #expect(mapper.notADay("2026-02-30") == "Not a day: “2026-02-30”. Write a day as 2026-11-24.")
        #expect(mapper.notAPeriod("hour") == "Totals are by day, week or month, not “hour”.")
        #expect(
            mapper.endsBeforeItStarts(since: day, until: day.adding(days: -1))
                == "The range ends (2026-11-23) before it starts (2026-11-24).")
    }

    /// Writing: an hour a day from the 23rd, met today (Tuesday 24th), three days in a row; Tea
    /// never had a goal.
    private var goals: TotalsGoals {
        let hour = try! StopwatchGoal(.seconds(3600), per: .day)
        let writing = TotalsGoal(
            name: "Writing", timeline: GoalTimeline.none.setting(hour, from: day.adding(days: -1)),
            progress: GoalProgress(goal: hour, period: day, done: .seconds(7_500), streak: 3))
        return TotalsGoals(goals: [writing], period: .day, today: day, firstWeekday: 1)
    }

    private var daysWithGoals: [PeriodTotal] {
        [
            PeriodTotal(period: day.adding(days: -2), stopwatch: "Writing", total: .seconds(5_000)),
            PeriodTotal(period: day.adding(days: -2), stopwatch: "", total: .seconds(5_000)),
            PeriodTotal(period: day.adding(days: -1), stopwatch: "", total: .zero),
            PeriodTotal(period: day, stopwatch: "Writing", total: .seconds(7_500)),
            PeriodTotal(period: day, stopwatch: "Tea", total: .seconds(300)),
            PeriodTotal(period: day, stopwatch: "", total: .seconds(7_800)),
        ]
    }

    @Test func withGoalsEachRowSaysTheGoalItsPeriodHadMetOrMissedAndTheStreakFollows() {
        #expect(
            mapper.text(daysWithGoals, goals: goals) == """
                2026-11-22  Writing  1 h 23 min
                2026-11-22  All      1 h 23 min
                2026-11-23  Writing       0 min  goal 1 h
                2026-11-23  All           0 min
                2026-11-24  Writing  2 h 05 min  ✓ goal 1 h
                2026-11-24  Tea           5 min
                2026-11-24  All      2 h 10 min

                Writing: 1 h a day · 3 days in a row

                """)
    }

    @Test func withGoalsJsonSaysTheGoalWhetherMetAndTheStreakOnTheRowOfNow() {
        #expect(
            mapper.json(daysWithGoals, goals: goals) == """
                [
                  {"day": "2026-11-22", "stopwatch": "Writing", "machine": "", "total_ms": 5000000},
                  {"day": "2026-11-22", "stopwatch": "", "machine": "", "total_ms": 5000000},
                  {"day": "2026-11-23", "stopwatch": "Writing", "machine": "", "total_ms": 0, "goal_ms": 3600000, "met": false},
                  {"day": "2026-11-23", "stopwatch": "", "machine": "", "total_ms": 0},
                  {"day": "2026-11-24", "stopwatch": "Writing", "machine": "", "total_ms": 7500000, "goal_ms": 3600000, "met": true, "streak": 3},
                  {"day": "2026-11-24", "stopwatch": "Tea", "machine": "", "total_ms": 300000},
                  {"day": "2026-11-24", "stopwatch": "", "machine": "", "total_ms": 7800000}
                ]

                """)
        // Another machine's rows are its share only: no goal judges them, nor adds a row.
        let byMachine = mapper.json(byMachine: [("", daysWithGoals), ("laptop", daysWithGoals)], goals: goals)
        #expect(byMachine.components(separatedBy: "\"goal_ms\"").count - 1 == 2)
    }
}
