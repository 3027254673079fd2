import StopwatchCore
import Testing

@testable import StopwatchPresentation

/// The Totals screen's figures from totals by day: the headlines, seven bars stacked by
/// stopwatch, the rows and what each says, by day, week and month.
@MainActor @Suite struct TotalsOverviewMapperTests {
    let mapper = TotalsOverviewMapper()
    /// A Tuesday; weeks from Monday.
    let today = LocalDay(year: 2026, month: 11, day: 24)!

    private func day(_ text: String) -> LocalDay { LocalDay(iso: text)! }

    private func minutes(_ day: String, _ stopwatch: String, _ count: Int64) -> PeriodTotal {
        PeriodTotal(period: self.day(day), stopwatch: stopwatch, total: .seconds(count * 60))
    }

    /// Writing and Reading today, Writing yesterday (Monday, this week's first day), and a
    /// Sunday before the week and the last seven days.
    var days: [PeriodTotal] {
        [
            minutes("2026-11-16", "Writing", 30), minutes("2026-11-16", "", 30),
            minutes("2026-11-23", "Writing", 60), minutes("2026-11-23", "", 60),
            minutes("2026-11-24", "Reading", 25), minutes("2026-11-24", "Writing", 100), minutes("2026-11-24", "", 125),
        ]
    }

    @Test func byDayTodayAndThisWeekLeadAndTheBarsAreTheLastSevenDaysStacked() {
        let overview = mapper.overview(days: days, by: .day, today: today, firstWeekday: 1)
        #expect(overview.headlines.map(\.figure) == ["2 h 05 min", "3 h 05 min"])
        #expect(overview.headlines.map(\.spoken) == ["Today, 2 hours 5 minutes", "This week, 3 hours 5 minutes"])
        #expect(overview.chartLabel == "Last 7 days")
        #expect(overview.bars.map(\.label) == ["Wed 18", "Thu 19", "Fri 20", "Sat 21", "Sun 22", "Mon 23", "Tue 24"])
        #expect(overview.bars.map(\.figure) == ["0 min", "0 min", "0 min", "0 min", "0 min", "1 h 00 min", "2 h 05 min"])
        #expect(overview.legend == [TotalsSeries(name: "Reading", colorIndex: 0), TotalsSeries(name: "Writing", colorIndex: 1)])
        #expect(
            overview.bars[6].segments == [
                TotalsBar.Segment(colorIndex: 0, fraction: 0.2), TotalsBar.Segment(colorIndex: 1, fraction: 0.8),
            ])
        #expect(overview.bars[5].segments == [TotalsBar.Segment(colorIndex: 1, fraction: 60.0 / 125)])
        #expect(overview.bars[0].segments.isEmpty)
        #expect(overview.bars[6].spoken == "Tuesday 24 November, 2 hours 5 minutes")
        #expect(overview.rows.map(\.title).first == "Tuesday 24 November")
        #expect(overview.rows.count == 7)
        #expect(
            overview.rows[0].spoken == "Tuesday 24 November, 2 hours 5 minutes, Reading 25 minutes, Writing 1 hour 40 minutes")
        #expect(overview.rows[0].parts.map(\.figure) == ["25 min", "1 h 40 min"])
        #expect(overview.rows[0].partsLine == "Reading\u{A0}25\u{A0}min · Writing\u{A0}1\u{A0}h\u{A0}40\u{A0}min", "each part whole")
        #expect(overview.rows[6].partsLine.isEmpty)
        #expect(overview.rows[6].spoken == "Wednesday 18 November, 0 minutes")
    }

    @Test func byWeekTheBarsAreSevenWeeksFromTheLocalesFirstDay() {
        let overview = mapper.overview(days: days, by: .week, today: today, firstWeekday: 1)
        #expect(overview.bars.map(\.label) == ["12 Oct", "19 Oct", "26 Oct", "2 Nov", "9 Nov", "16 Nov", "23 Nov"])
        #expect(overview.bars.suffix(2).map(\.figure) == ["30 min", "3 h 05 min"])
        #expect(overview.rows[0].title == "Week of 23 November")
        #expect(overview.chartLabel == "Last 7 weeks")
        // From Sunday, the 16th's half hour is the week of the 15th; today's week began on the
        // 22nd, the Sunday before the Monday with its hour.
        let fromSunday = mapper.overview(days: days, by: .week, today: today, firstWeekday: 0)
        #expect(fromSunday.bars.suffix(2).map(\.label) == ["15 Nov", "22 Nov"])
        #expect(fromSunday.bars.suffix(2).map(\.figure) == ["30 min", "3 h 05 min"])
        #expect(fromSunday.headlines[1].figure == "3 h 05 min")
        // From Wednesday, Monday's hour is the week before today's.
        let fromWednesday = mapper.overview(days: days, by: .week, today: today, firstWeekday: 3)
        #expect(fromWednesday.bars.suffix(2).map(\.label) == ["11 Nov", "18 Nov"])
        #expect(fromWednesday.headlines[1].figure == "3 h 05 min")
        let fromMonday = mapper.overview(days: days, by: .week, today: day("2026-11-25"), firstWeekday: 3)
        #expect(fromMonday.headlines.map(\.figure) == ["0 min", "0 min"], "the 25th, a Wednesday, begins a week")
    }

    @Test func byMonthTheBarsAreSevenMonthsAcrossTheNewYear() {
        #expect(
            TotalsOverviewMapper.periodStarts(by: .month, today: day("2026-02-10"), firstWeekday: 1).map(\.description) == [
                "2025-08-01", "2025-09-01", "2025-10-01", "2025-11-01", "2025-12-01", "2026-01-01", "2026-02-01",
            ])
        let overview = mapper.overview(days: days, by: .month, today: today, firstWeekday: 1)
        #expect(overview.bars.map(\.label) == ["May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov"])
        #expect(overview.bars[6].figure == "3 h 35 min")
        #expect(overview.rows[0].title == "November 2026")
    }

    @Test func theRangeReadStartsAtTheFirstBarOrThisWeeksFirstDay() {
        #expect(TotalsOverviewMapper.firstDay(by: .day, today: today, firstWeekday: 1) == day("2026-11-18"))
        // A Monday: the week began six days before the first of the last seven days.
        #expect(TotalsOverviewMapper.firstDay(by: .day, today: day("2026-11-30"), firstWeekday: 2) == day("2026-11-24"))
        #expect(TotalsOverviewMapper.firstDay(by: .day, today: day("2026-11-29"), firstWeekday: 1) == day("2026-11-23"))
        #expect(TotalsOverviewMapper.firstDay(by: .week, today: today, firstWeekday: 1) == day("2026-10-12"))
        #expect(TotalsOverviewMapper.firstDay(by: .month, today: today, firstWeekday: 1) == day("2026-05-01"))
    }

    @Test func timeTakenAwayIsSaidAsLessAndDrawsNothing() {
        let overview = mapper.overview(
            days: [minutes("2026-11-24", "Writing", -25), minutes("2026-11-24", "", -25)], by: .day, today: today, firstWeekday: 1)
        #expect(overview.headlines[0].figure == "\u{2212}25 min")
        #expect(overview.headlines[0].spoken == "Today, minus 25 minutes")
        #expect(overview.bars[6].segments.isEmpty)
        #expect(overview.legend == [TotalsSeries(name: "Writing", colorIndex: 0)])
    }

    @Test func aSeventhStopwatchTakesTheFirstColourAgain() {
        let names = ["A", "B", "C", "D", "E", "F", "G"]
        let overview = mapper.overview(
            days: names.map { minutes("2026-11-24", $0, 10) } + [minutes("2026-11-24", "", 70)], by: .day, today: today,
            firstWeekday: 1)
        #expect(overview.legend.map(\.colorIndex) == [0, 1, 2, 3, 4, 5, 0])
        let sum: Double = overview.bars[6].segments.map(\.fraction).reduce(0, +)
        #expect(abs(sum - 1) < 1e-9)
    }

    // MARK: Goals

    /// Writing: an hour a day from Friday the 20th, two hours from today.
    private var writingGoals: GoalTimeline {
        GoalTimeline.none.setting(try! StopwatchGoal(.seconds(3600), per: .day), from: day("2026-11-20"))
            .setting(try! StopwatchGoal(.seconds(7200), per: .day), from: today)
    }

    @Test func aDaysGoalIsDrawnOnEachDayItJudgedAndMarkedWhereMetWithTheStreakSaid() throws {
        let goal = TotalsGoal(
            name: "Writing", timeline: writingGoals,
            progress: GoalProgress(goal: try StopwatchGoal(.seconds(7200), per: .day), period: today, done: .seconds(6000), streak: 1))
        let overview = mapper.overview(days: days, by: .day, today: today, firstWeekday: 1, goals: [goal])
        // Before the 20th no goal; then an hour, met on Monday; two hours today, not met yet.
        #expect(overview.bars[0].goals.isEmpty && overview.bars[1].goals.isEmpty)
        #expect(overview.bars[2].goals == [TotalsBar.GoalMark(colorIndex: 1, fraction: 60.0 / 125, isMet: false)])
        #expect(overview.bars[5].goals == [TotalsBar.GoalMark(colorIndex: 1, fraction: 60.0 / 125, isMet: true)])
        #expect(overview.bars[6].goals == [TotalsBar.GoalMark(colorIndex: 1, fraction: 120.0 / 125, isMet: false)])
        #expect(overview.bars[5].spoken == "Monday 23 November, 1 hour 0 minutes, Writing met its goal")
        #expect(overview.bars[6].spoken == "Tuesday 24 November, 2 hours 5 minutes", "not met: nothing said")
        #expect(overview.rows[1].parts == [TotalsRow.Part(name: "Writing", figure: "1 h 00 min", isGoalMet: true)])
        #expect(overview.rows[1].partsLine == "Writing\u{A0}1\u{A0}h\u{A0}00\u{A0}min\u{A0}\u{2713}")
        #expect(overview.rows[1].spoken == "Monday 23 November, 1 hour 0 minutes, Writing 1 hour 0 minutes, goal met")
        #expect(overview.rows[0].parts.map(\.isGoalMet) == [false, false])
        #expect(overview.goals == ["Writing: 2 h a day · 1 day in a row"])
    }

    @Test func aGoalLongerThanEveryBarSetsTheScaleAndAStopwatchWithNoTimeYetHasItsColour() throws {
        let practice = GoalTimeline.none.setting(try StopwatchGoal(.seconds(250 * 60), per: .day), from: day("2026-11-01"))
        let overview = mapper.overview(
            days: days, by: .day, today: today, firstWeekday: 1, goals: [TotalsGoal(name: "Practice", timeline: practice, progress: nil)])
        #expect(overview.legend.map(\.name) == ["Practice", "Reading", "Writing"])
        #expect(overview.bars[6].segments.map(\.fraction) == [0.1, 0.4], "125 minutes of 250")
        #expect(overview.bars[6].goals == [TotalsBar.GoalMark(colorIndex: 0, fraction: 1, isMet: false)])
        #expect(overview.goals == ["Practice: 4 h 10 min a day"], "no streak until read")
    }

    @Test func byWeeksAWeeksGoalIsJudgedAndByMonthsNoneIsDrawn() throws {
        let weekly = GoalTimeline.none.setting(try StopwatchGoal(.seconds(3 * 3600), per: .week), from: day("2026-11-01"))
        let goals = [TotalsGoal(name: "Writing", timeline: weekly, progress: nil)]
        let byWeek = mapper.overview(days: days, by: .week, today: today, firstWeekday: 1, goals: goals)
        #expect(byWeek.bars.last?.goals.map(\.isMet) == [false], "2 h 40 min of 3 h this week")
        #expect(byWeek.bars[5].goals.map(\.isMet) == [false])
        #expect(byWeek.bars[0].goals.isEmpty, "before the goal")
        let byDay = mapper.overview(days: days, by: .day, today: today, firstWeekday: 1, goals: goals)
        #expect(byDay.bars.allSatisfy { $0.goals.isEmpty }, "a week's goal is no day's")
        let byMonth = mapper.overview(days: days, by: .month, today: today, firstWeekday: 1, goals: goals)
        #expect(byMonth.bars.allSatisfy { $0.goals.isEmpty })
        #expect(byMonth.goals == ["Writing: 3 h a week"])
    }
}
