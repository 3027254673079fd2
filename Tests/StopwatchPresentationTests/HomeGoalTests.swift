import StopwatchCore
import StopwatchTestSupport
import Testing

@testable import StopwatchPresentation

/// The current stopwatch's goal on Home (ARCHITECTURE.md, "Goals"), through the app ViewModel:
/// its line follows the running time to the minute, and no oftener, and follows the stopwatch
/// shown.
@MainActor @Suite struct HomeGoalTests {
    let harness = PresentationHarness()
    private static let hourADay = try! StopwatchGoal(.seconds(3600), per: .day)

    private var goal: GoalLine? { harness.home.viewState.goal }

    @Test func theLineFillsToTheMinuteAndIsPublishedOnlyWhenItChanges() throws {
        #expect(goal == nil)
        _ = try #require(harness.core.useCases.setGoal).execute(Self.hourADay)
        #expect(goal?.text == "0 min of 1 h today")
        harness.send(.toggle)
        let published = harness.homeStates.count
        for _ in 0..<59 { harness.advance(by: .seconds(1)) }
        #expect(goal?.text == "0 min of 1 h today")
        // Each new second publishes the time; the line in them changes once, at the minute.
        let first = goal
        harness.advance(by: .seconds(1))
        #expect(goal == GoalLine(text: "1 min of 1 h today", fraction: 1.0 / 60, isMet: false))
        let lines = harness.homeStates[published...].map(\.goal)
        let changes = zip(lines, lines.dropFirst()).filter { $0 != $1 }
        #expect(lines.first == first && changes.count == 1, "\(lines.count) states, the line changed \(changes.count) times")
        harness.advance(by: .seconds(59 * 60))
        #expect(goal == GoalLine(text: "1 h today, met", fraction: 1, isMet: true))
        harness.advance(by: .seconds(12 * 60))
        #expect(goal?.text == "1 h today, +12 min")
    }

    @Test func theLineIsTheCurrentStopwatchsAndGoesWithItsGoal() throws {
        let reading = try harness.core.useCases.create.execute(name: "Reading") { "Stopwatch \($0)" }.get()
        _ = try #require(harness.core.useCases.setGoal).execute(Self.hourADay, on: .first)
        #expect(goal == nil, "Reading has none")
        harness.core.useCases.select.execute(.first)
        #expect(goal?.text == "0 min of 1 h today")
        harness.core.useCases.select.execute(reading)
        #expect(goal == nil)
        harness.core.useCases.select.execute(.first)
        _ = try #require(harness.core.useCases.setGoal).execute(nil)
        #expect(goal == nil)
    }

    @Test func theMenusGoalAndCtrlGListedWithTheKeysOpenTheDialogAndWhatItSetsShowsOnHome() {
        let items = harness.app.menu.sections.flatMap { $0 }
        #expect(items.contains { $0.command == .goal(.open) && $0.title == "Goal…" })
        let keys = DialogMapper().shortcuts.groups[0].shortcuts
        #expect(
            keys.contains { $0.title == "Goal…" && $0.keys == [.control("g")] }, "in the Keyboard Shortcuts window and the terminal's help")
        harness.app.send(.control("g"))
        #expect(harness.app.viewState.goalDialog?.title == "Goal")
        #expect(!harness.app.viewState.allows(.goal(.open)), "one dialog at a time")
        harness.send(.goal(.apply(GoalInput(period: .day, hours: 1, minutes: 0))))
        #expect(harness.app.viewState.goalDialog == nil)
        #expect(goal?.text == "0 min of 1 h today")
    }

    @Test func eachRowOfTheListSaysWhereItsStopwatchsGoalStandsToTheMinute() throws {
        let reading = try harness.core.useCases.create.execute(name: "Reading") { "Stopwatch \($0)" }.get()
        _ = try #require(harness.core.useCases.setGoal).execute(Self.hourADay, on: reading)
        var rows: [StopwatchRow] { harness.app.screenStates.stopwatches.viewState.rows }
        #expect(rows.map(\.goal) == ["", "0 min of 1 h today"])
        #expect(rows[1].statusLine == "Ready · 0 min of 1 h today")
        #expect(rows[1].spokenDescription.hasSuffix(", 0 min of 1 h today"))
        #expect(rows[0].statusLine == "Ready", "no goal, nothing said of one")
        harness.core.useCases.select.execute(reading)
        harness.send(.toggle)
        harness.advance(by: .seconds(5 * 60))
        #expect(rows[1].details == "05:00  Running · 5 min of 1 h today")
        // Another stopwatch current: the row still follows Reading's running time.
        harness.core.useCases.select.execute(.first)
        harness.advance(by: .seconds(60))
        #expect(rows[1].goal == "6 min of 1 h today")
    }

    /// Take Away lowers the stopwatch by what it ran while the person was away: the line
    /// follows at once, and Undo puts it back.
    @Test func takeAwayMovesTheLineAtOnceAndUndoPutsItBack() throws {
        _ = try #require(harness.core.useCases.setGoal).execute(Self.hourADay)
        harness.send(.toggle)
        harness.advance(by: .seconds(40 * 60))
        #expect(goal?.text == "40 min of 1 h today")
        let now = harness.core.wallClock.now()
        let away = try #require(Away(start: now - .seconds(15 * 60), end: now))
        let correction = harness.core.useCases.takeAwayTime.execute(away)
        #expect(correction.taken.count == 1)
        #expect(goal?.text == "25 min of 1 h today")
        for adjustment in correction.taken { harness.core.useCases.undoAdjustTime.execute(adjustment) }
        #expect(goal?.text == "40 min of 1 h today")
    }
}
