import StopwatchCore
import Testing

/// A stopwatch's goals over time (ARCHITECTURE.md, "Goals"): each period is judged by the goal it had.
@Suite struct GoalTimelineTests {
    private static let monday = LocalDay(year: 2026, month: 11, day: 30)!
    private static let hourADay = try! StopwatchGoal(.seconds(3600), per: .day)
    private static let twoHoursADay = try! StopwatchGoal(.seconds(7200), per: .day)
    private static let tenHoursAWeek = try! StopwatchGoal(.seconds(36_000), per: .week)

    private static func day(_ offset: Int) -> LocalDay { monday.adding(days: offset) }

    @Test func aGoalCountsFromTheDayItIsSetAndTheDaysBeforeKeepTheirs() {
        let timeline = GoalTimeline.none.setting(Self.hourADay, from: Self.day(0)).setting(Self.twoHoursADay, from: Self.day(3))
        #expect(timeline.current == Self.twoHoursADay)
        #expect(timeline.goal(on: Self.day(-1)) == nil)
        #expect(timeline.goal(on: Self.day(0)) == Self.hourADay)
        #expect(timeline.goal(on: Self.day(2)) == Self.hourADay)
        #expect(timeline.goal(on: Self.day(3)) == Self.twoHoursADay)
        #expect(timeline.goal(on: Self.day(400)) == Self.twoHoursADay)
    }

    @Test func aChangeTheSameDayReplacesThatDaysAndNoneIsAGoalToo() {
        let timeline = GoalTimeline.none.setting(Self.hourADay, from: Self.day(0)).setting(Self.twoHoursADay, from: Self.day(0))
        #expect(timeline.changes == [GoalTimeline.Change(from: Self.day(0), goal: Self.twoHoursADay)])
        let removed = timeline.setting(nil, from: Self.day(5))
        #expect(removed.current == nil && removed.goal(on: Self.day(4)) == Self.twoHoursADay)
        #expect(GoalTimeline.none.setting(nil, from: Self.day(0)) == .none, "no goal where there was none changes nothing")
        #expect(timeline.setting(Self.twoHoursADay, from: Self.day(9)) == timeline, "the goal it has changes nothing")
    }

    @Test func aChangeDatedBeforeALaterOneGivesWay() {
        // A clock set back: the change made "earlier" is the user's latest word.
        let timeline = GoalTimeline.none.setting(Self.hourADay, from: Self.day(10)).setting(Self.tenHoursAWeek, from: Self.day(2))
        #expect(timeline.changes == [GoalTimeline.Change(from: Self.day(2), goal: Self.tenHoursAWeek)])
    }

    @Test func aPeriodIsJudgedByTheGoalOnItsLastDayOrTodayWhileItLasts() {
        let timeline = GoalTimeline.none.setting(Self.tenHoursAWeek, from: Self.day(-7)).setting(Self.hourADay, from: Self.day(3))
        #expect(timeline.goal(judging: .week, beginningOn: Self.day(-7), today: Self.day(3)) == Self.tenHoursAWeek)
        #expect(timeline.goal(judging: .week, beginningOn: Self.day(0), today: Self.day(2)) == Self.tenHoursAWeek)
        #expect(
            timeline.goal(judging: .week, beginningOn: Self.day(0), today: Self.day(3)) == nil, "now a day goal: the week is not judged")
        #expect(timeline.goal(judging: .day, beginningOn: Self.day(3), today: Self.day(3)) == Self.hourADay)
        #expect(timeline.goal(judging: .day, beginningOn: Self.day(1), today: Self.day(3)) == nil)
    }

    @Test func aDamagedListKeepsItsDaysInOrderEachOnceAndTheLatestFewHundred() {
        let changes = (0..<1000).reversed().map {
            GoalTimeline.Change(from: Self.day($0), goal: $0.isMultiple(of: 2) ? Self.hourADay : nil)
        }
        let kept = GoalTimeline(keepingValid: changes + [GoalTimeline.Change(from: Self.day(999), goal: Self.twoHoursADay)])
        #expect(kept.changes.count == GoalTimeline.maximumChanges)
        #expect(kept.changes.first?.from == Self.day(600))
        #expect(kept.current == Self.twoHoursADay, "a day given twice keeps its last")
        #expect(zip(kept.changes, kept.changes.dropFirst()).allSatisfy { $0.from < $1.from && $0.goal != $1.goal })
    }
}
