import StopwatchCore
import StopwatchTestSupport
import Testing

@testable import StopwatchPresentation

/// The stopwatch in the desktop's panel through the whole app ViewModel (the part alone:
/// ``PanelItemAloneTests``; ARCHITECTURE.md, "In the panel"): the time to the second beside the
/// icon while it runs, woken once a second and never while paused; the menu as the view state
/// allows it; "Show in Panel", saved; a click that shows or hides the window.
@MainActor @Suite struct AppPanelItemTests {
    let harness: PresentationHarness
    var panel: FakePanelItemService { harness.panelItems }

    /// A panel on the desktop shows the item (the platform says so once a panel took it).
    init() {
        harness = PresentationHarness()
        harness.app.panel.panelPresenceChanged(true)
    }

    /// Lets `duration` pass on the clock and on the scheduler, as the main loop would.
    private func pass(_ duration: Duration) {
        harness.core.advance(by: duration)
        harness.scheduler.advance(by: duration)
    }

    private func menu(_ item: PanelItem?) -> [String] {
        item?.menu.map { line in
            switch line.action {
            case .separator: "—"
            case .showWindow: line.title
            case .command(let command): "\(line.title) \(command.name)\(line.isEnabled ? "" : " (disabled)")"
            }
        } ?? []
    }

    @Test func beforeTheStartItIsPassiveWithNoTimeAndStartInItsMenu() {
        let item = panel.current
        #expect(item?.status == .passive)
        #expect(item?.label == "")
        #expect(item?.labelGuide == "00:00")
        #expect(item?.title == "Stopwatch")
        #expect(item?.tooltipTitle == "Stopwatch")
        #expect(item?.tooltipText == "")
        #expect(menu(item) == ["Start toggle", "Lap lap (disabled)", "Reset reset (disabled)", "—", "Show Window", "Quit quit"])
        #expect(!harness.app.panel.isCounting, "nothing wakes before the start")
    }

    @Test func runningItIsActiveAndItsLabelTurnsWithEachSecondAndOnlyThen() {
        harness.send(.toggle)
        #expect(panel.current?.status == .active)
        #expect(panel.current?.label == "00:00")
        #expect(menu(panel.current) == ["Pause toggle", "Lap lap", "Reset reset (disabled)", "—", "Show Window", "Quit quit"])
        let before = panel.events.count
        for _ in 0..<99 { pass(.milliseconds(10)) }
        #expect(panel.events.count == before, "within the first second nothing changes")
        pass(.milliseconds(10))
        #expect(panel.current?.label == "00:01")
        #expect(panel.current?.tooltipTitle == "Stopwatch running")
        #expect(panel.current?.tooltipText == "00:01 · Lap 1")
        for _ in 0..<9 { pass(.seconds(1)) }
        #expect(panel.current?.label == "00:10")
        #expect(panel.events.count == before + 10, "one item a second")
        #expect(harness.core.scheduler.waitingCount == 1, "one wake-up waiting, for the next second")
    }

    @Test func theTooltipSaysTodaysTotalOfEveryStopwatchKeptAndRunning() {
        harness.send(.toggle)
        pass(.seconds(59))
        #expect(panel.current?.tooltipText == "00:59 · Lap 1", "under a minute: no total yet")
        pass(.seconds(1))
        #expect(panel.current?.tooltipText == "01:00 · Lap 1\nToday 1 min")
        pass(.seconds(25 * 60))
        harness.send(.stopwatch(.pause), .reset)
        #expect(harness.core.historyDataSource.sessions.count == 1)
        #expect(panel.current?.tooltipText == "Today 26 min", "the session kept in the history still counts")
        harness.send(.newStopwatch, .toggle)
        pass(.seconds(4 * 60))
        #expect(panel.current?.tooltipText == "04:00 · Lap 1\nToday 30 min", "every stopwatch's time together")
        // 2025-11-21 12:00 UTC and 30 minutes: midnight is 11 h 30 min later; the day after, only
        // what ran after midnight counts.
        let pastMidnight: Int64 = 11 * 3600 + 30 * 60 + 120
        pass(.seconds(pastMidnight))
        #expect(panel.current?.tooltipText.hasSuffix("\nToday 2 min") == true, "\(panel.current?.tooltipText ?? "")")
    }

    @Test func theTooltipSaysWhereTheCurrentStopwatchsGoalStands() throws {
        _ = try #require(harness.core.useCases.setGoal).execute(try StopwatchGoal(.seconds(3600), per: .day))
        #expect(panel.current?.tooltipText == "0 min of 1 h today")
        harness.send(.toggle)
        pass(.seconds(60))
        #expect(panel.current?.tooltipText == "01:00 · Lap 1\nToday 1 min\n1 min of 1 h today")
        harness.send(.stopwatch(.pause))
        _ = try #require(harness.core.useCases.setGoal).execute(nil)
        #expect(panel.current?.tooltipText == "01:00 · Lap 1\nToday 1 min", "the goal taken away takes its line")
    }

    @Test func theLabelGoesOnWhileTheWindowIsClosed() {
        harness.send(.toggle)
        harness.app.presence.windowVisibilityChanged(false)
        pass(.seconds(65))
        #expect(panel.current?.label == "01:05")
    }

    @Test func pausedTheLabelHoldsStillAndNothingWakes() {
        harness.send(.toggle)
        pass(.milliseconds(3_250))
        harness.send(.toggle)
        #expect(panel.current?.status == .passive)
        #expect(panel.current?.label == "00:03")
        #expect(panel.current?.tooltipTitle == "Stopwatch paused")
        #expect(menu(panel.current) == ["Resume toggle", "Lap lap (disabled)", "Reset reset", "—", "Show Window", "Quit quit"])
        #expect(!harness.app.panel.isCounting)
        let events = panel.events.count
        pass(.seconds(30))
        #expect(panel.events.count == events, "time passing while paused changes nothing")
        harness.send(.toggle)
        #expect(panel.current?.status == .active, "resuming brings it back")
    }

    @Test func aLapShowsInTheTooltipAtOnce() {
        harness.send(.toggle)
        pass(.milliseconds(1_500))
        harness.send(.lap)
        #expect(panel.current?.tooltipText == "00:01 · Lap 2")
    }

    @Test func pastAnHourTheLabelHasHoursAndItsGuideIsAsWide() {
        harness.send(.toggle)
        pass(.seconds(3_723))
        #expect(panel.current?.label == "1:02:03")
        #expect(panel.current?.labelGuide == "0:00:00")
    }

    @Test func resetItGoesBackToNoTime() {
        harness.send(.toggle)
        pass(.seconds(2))
        harness.send(.toggle, .reset)
        #expect(panel.current?.label == "")
        #expect(panel.current?.status == .passive)
    }

    @Test func showInPanelIsOnByDefaultAndSwitchingItOffTakesTheItemAwayAndIsSaved() {
        #expect(harness.app.viewState.isOn(.showInPanel))
        #expect(harness.app.viewState.allows(.showInPanel))
        harness.send(.toggle)
        harness.send(.showInPanel)
        #expect(panel.current == nil)
        #expect(panel.events.last == .removed)
        #expect(harness.settings.saved == AppSettings(showsInPanel: false))
        #expect(!harness.app.viewState.isOn(.showInPanel))
        #expect(!harness.app.panel.isCounting, "off, nothing wakes even while running")
        pass(.seconds(5))
        #expect(panel.events.last == .removed)
        harness.send(.showInPanel)
        #expect(panel.current?.label == "00:05")
        #expect(harness.settings.saved == AppSettings(showsInPanel: true))
    }

    @Test func switchedOffInAnEarlierRunItIsNeverShown() {
        let harness = PresentationHarness(settings: AppSettings(showsInPanel: false))
        harness.send(.toggle)
        harness.core.advance(by: .seconds(3))
        harness.scheduler.advance(by: .seconds(3))
        #expect(harness.panelItems.events.isEmpty)
        #expect(!harness.app.viewState.isOn(.showInPanel))
    }

    @Test func showInPanelIsInTheMainMenu() {
        #expect(harness.app.menu.sections.flatMap { $0 }.map(\.command).contains(.showInPanel))
        #expect(AppAction.all.first { $0.name == "show-in-panel" }?.isSwitch == true)
        #expect(AppAction.all.first { $0.name == "quit" }?.isSwitch == false)
    }

    @Test func aClickHidesTheWindowWhileTheStopwatchHasTimeAndShowsItOtherwise() {
        harness.app.panel.activate()
        #expect(harness.platform.showCount == 1, "nothing to show out of sight: the window comes forward")
        #expect(harness.platform.hideCount == 0)
        harness.send(.toggle)
        harness.app.panel.activate()
        #expect(harness.platform.hideCount == 1)
        #expect(harness.notifications.current?.title == "Stopwatch running", "hidden, the notification shows it")
        harness.app.panel.activate()
        #expect(harness.platform.showCount == 2)
        #expect(harness.platform.quitCount == 0, "a click never ends the app")
    }

    @Test func showWindowBringsItForward() {
        harness.app.panel.showWindow()
        #expect(harness.platform.showCount == 1)
    }

    @Test func watchingAnotherProcessTheMenuChangesNothing() {
        let harness = PresentationHarness(isReadOnly: true)
        #expect(
            menu(harness.panelItems.current) == [
                "Start toggle (disabled)", "Lap lap (disabled)", "Reset reset (disabled)", "—", "Show Window", "Quit quit",
            ])
    }

    @Test func withNoPanelShowingItNothingWakesYetTheItemFollowsTheStopwatch() {
        let harness = PresentationHarness()
        harness.send(.toggle)
        #expect(!harness.app.panel.isCounting, "no panel: the label wakes nothing")
        #expect(harness.scheduler.waitingCount == 0 && harness.core.scheduler.waitingCount == 0)
        harness.core.advance(by: .milliseconds(2_500))
        harness.send(.lap)
        #expect(harness.panelItems.current?.tooltipText == "00:02 · Lap 2", "a change of state still reaches it")
        harness.core.advance(by: .seconds(1))
        harness.app.panel.panelPresenceChanged(true)
        #expect(harness.panelItems.current?.label == "00:03", "a panel that comes finds it current")
        #expect(harness.app.panel.isCounting)
        harness.app.panel.panelPresenceChanged(false)
        #expect(!harness.app.panel.isCounting, "the panel gone, nothing wakes")
    }

    @Test func switchedOffAndOnItCountsOnlyOnceAPanelTakesItAgain() {
        harness.send(.toggle)
        harness.send(.showInPanel, .showInPanel)
        #expect(panel.current?.label == "00:00")
        #expect(!harness.app.panel.isCounting, "shown again, no panel has taken it yet")
        harness.app.panel.panelPresenceChanged(true)
        #expect(harness.app.panel.isCounting)
    }

    @Test func theAppEndingTakesItAway() {
        harness.send(.toggle)
        harness.app.panel.appWillEnd()
        #expect(panel.current == nil)
        #expect(!harness.app.panel.isCounting)
    }
}
