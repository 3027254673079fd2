import StopwatchCore
import Testing

/// A stopwatch's periods judged against their goals (ARCHITECTURE.md, "Goals"), worked out by hand from
/// a few days' times.
@Suite struct GoalCalculatorTests {
    /// Monday 30 November 2026; weeks from Monday.
    private static let monday = LocalDay(year: 2026, month: 11, day: 30)!
    private static let calculator = GoalCalculator(firstWeekday: 1)
    private static let hourADay = try! StopwatchGoal(.seconds(3600), per: .day)
    private static let fiveHoursAWeek = try! StopwatchGoal(.seconds(5 * 3600), per: .week)

    private static func day(_ offset: Int) -> LocalDay { monday.adding(days: offset) }
    private static func minutes(_ count: Int64) -> Duration { .seconds(count * 60) }

    @Test func todaysTimeAgainstADayGoalWithWhatIsLeftAndWhatIsOver() throws {
        let timeline = GoalTimeline.none.setting(Self.hourADay, from: Self.day(0))
        let under = try #require(Self.calculator.progress(of: timeline, daily: [Self.day(2): Self.minutes(42)], today: Self.day(2)))
        #expect(under.done == Self.minutes(42) && under.remaining == Self.minutes(18) && under.over == .zero && !under.isMet)
        #expect(under.period == Self.day(2))
        let over = try #require(Self.calculator.progress(of: timeline, daily: [Self.day(2): Self.minutes(72)], today: Self.day(2)))
        #expect(over.isMet && over.over == Self.minutes(12) && over.remaining == .zero)
        #expect(Self.calculator.progress(of: .none, daily: [:], today: Self.day(2)) == nil)
    }

    @Test func theStreakCountsMetDaysBackToTheFirstMissedAndSkipsDaysWithoutAGoal() throws {
        // Mon 70 min, Tue 50 (missed), Wed no goal (30 min), Thu 60, Fri 65, Sat today 61.
        let timeline = GoalTimeline.none.setting(Self.hourADay, from: Self.day(0)).setting(nil, from: Self.day(2))
            .setting(Self.hourADay, from: Self.day(3))
        let daily = [
            Self.day(0): Self.minutes(70), Self.day(1): Self.minutes(50), Self.day(2): Self.minutes(30), Self.day(3): Self.minutes(60),
            Self.day(4): Self.minutes(65), Self.day(5): Self.minutes(61),
        ]
        #expect(try #require(Self.calculator.progress(of: timeline, daily: daily, today: Self.day(5))).streak == 3)
        // Tuesday met too: Wednesday breaks nothing, Monday and Tuesday join.
        var better = daily
        better[Self.day(1)] = Self.minutes(60)
        #expect(try #require(Self.calculator.progress(of: timeline, daily: better, today: Self.day(5))).streak == 5)
        // Today not met yet: the streak is the days before.
        var notYet = daily
        notYet[Self.day(5)] = Self.minutes(10)
        #expect(try #require(Self.calculator.progress(of: timeline, daily: notYet, today: Self.day(5))).streak == 2)
    }

    @Test func aWeekGoalCountsTheWeekFromItsFirstDayAndEachWeekByTheGoalItHad() throws {
        // Last week (from Monday 23 November) a goal of 5 h: 2 h Tuesday + 3 h 30 Friday = met.
        // This week, 7 h from Thursday: 1 h Monday + 2 h today (Thursday) so far.
        let timeline = GoalTimeline.none.setting(Self.fiveHoursAWeek, from: Self.day(-7))
            .setting(try StopwatchGoal(.seconds(7 * 3600), per: .week), from: Self.day(3))
        let daily = [
            Self.day(-6): Self.minutes(120), Self.day(-3): Self.minutes(210), Self.day(0): Self.minutes(60), Self.day(3): Self.minutes(120),
            Self.day(7): Self.minutes(600),
        ]
        let progress = try #require(Self.calculator.progress(of: timeline, daily: daily, today: Self.day(3)))
        #expect(progress.period == Self.day(0))
        #expect(progress.done == Self.minutes(180), "Monday and today; next Monday's time is not this week's")
        #expect(progress.goal.amount == .seconds(7 * 3600) && progress.streak == 1)
        // A week starting on Sunday: this week began on Sunday 29 November, with none of it.
        let sunday = try #require(GoalCalculator(firstWeekday: 0).progress(of: timeline, daily: daily, today: Self.day(3)))
        #expect(sunday.period == Self.day(-1) && sunday.done == Self.minutes(180))
    }

    @Test func aStreakIsLookedForAYearBackAndNoFurther() throws {
        let today = Self.day(0)
        let timeline = GoalTimeline.none.setting(Self.hourADay, from: today.adding(days: -2000))
        var daily: [LocalDay: Duration] = [:]
        for back in 0..<2000 { daily[today.adding(days: -back)] = Self.minutes(60) }
        #expect(try #require(Self.calculator.progress(of: timeline, daily: daily, today: today)).streak == GoalCalculator.lookBackDays)
    }

    @Test func aStreakThatReachesTheFirstDayReadSaysItMayGoOnBeforeIt() throws {
        // An hour a day from 40 days ago, met every day: read from 13 days ago, 13 days behind
        // today, and maybe more; read all, 40.
        let today = Self.day(40)
        let timeline = GoalTimeline.none.setting(Self.hourADay, from: Self.day(0))
        let daily = Dictionary(uniqueKeysWithValues: (0...40).map { (Self.day($0), Self.minutes(61)) })
        let bounds: (StopwatchGoal.Period, LocalDay) -> Range<Duration> = { _, _ in .zero..<Duration.zero }
        let recent = try #require(
            Self.calculator.standing(
                of: timeline, daily: daily, kept: daily, today: today, earliest: today.adding(days: -13), bounds: bounds))
        #expect(recent.streakBefore == 13 && !recent.isStreakWhole)
        let all = try #require(Self.calculator.standing(of: timeline, daily: daily, kept: daily, today: today, bounds: bounds))
        #expect(all.streakBefore == 40 && all.isStreakWhole)
        // Missed 5 days ago: the recent days hold all of it.
        var missed = daily
        missed[Self.day(35)] = Self.minutes(10)
        let broken = try #require(
            Self.calculator.standing(
                of: timeline, daily: missed, kept: missed, today: today, earliest: today.adding(days: -13), bounds: bounds))
        #expect(broken.streakBefore == 4 && broken.isStreakWhole)
        // A goal first set within the recent days: nothing before them to judge.
        let new = GoalTimeline.none.setting(Self.hourADay, from: Self.day(35))
        let fresh = try #require(
            Self.calculator.standing(of: new, daily: daily, kept: daily, today: today, earliest: today.adding(days: -13), bounds: bounds))
        #expect(fresh.streakBefore == 5 && fresh.isStreakWhole)
    }
}
