import StopwatchCore
import StopwatchTestSupport
import Testing

@testable import StopwatchPresentation

/// The list of stopwatches through the whole app ViewModel (the part alone:
/// ``StopwatchListAloneTests``): nothing with one stopwatch; with
/// two or more, rows that count the seconds only while one runs and the window is seen;
/// creating, renaming in place, removing with the notice, switching by key; the targets of
/// the commands from outside; names in what is heard.
@MainActor @Suite struct AppStopwatchListTests {
    let harness = PresentationHarness()
    var app: AppViewModel { harness.app }
    var list: StopwatchListViewState { app.stopwatches.viewState }
    var said: [String] { harness.announcer.texts }

    /// Lets `duration` pass on the clocks and on the scheduler.
    private func wait(_ duration: Duration) {
        harness.advance(by: duration)
        harness.scheduler.advance(by: duration)
    }

    @Test func oneStopwatchShowsNoListAndWakesForNothing() {
        harness.send(.toggle)
        #expect(list.placement == .none && list.rows.isEmpty)
        #expect(!app.stopwatches.isCounting)
        #expect(app.viewState.screen.title == "Stopwatch")
        #expect(!app.viewState.allows(.renameStopwatch) && !app.viewState.allows(.removeStopwatch))
        #expect(!app.viewState.allows(.switchToStopwatch(1)) && !app.viewState.allows(.nextStopwatch))
        #expect(app.viewState.allows(.newStopwatch))
    }

    @Test func theSecondStopwatchBringsTheListAndTheCurrentOnesNameToTheTitle() {
        harness.send(.newStopwatch)
        #expect(list.placement == .beside)
        #expect(list.rows.map(\.name) == ["Stopwatch 1", "Stopwatch 2"])
        #expect(list.rows.map(\.isCurrent) == [false, true])
        #expect(list.rows.map(\.status) == ["Ready", "Ready"])
        #expect(app.viewState.screen.title == "Stopwatch 2")
        #expect(app.viewState.allows(.switchToStopwatch(2)) && !app.viewState.allows(.switchToStopwatch(3)))
        app.stopwatches.windowWidthChanged(isNarrow: true)
        #expect(list.placement == .screen)
        #expect(app.viewState.allows(.showStopwatches))
        harness.send(.showStopwatches)
        #expect(app.route == .stopwatches)
        harness.send(.selectStopwatch(.first))
        #expect(app.route == .home, "choosing one on the list's screen shows it")
        #expect(app.viewState.screen.title == "Stopwatch 1")
    }

    @Test func rowsCountTheSecondsOfEveryRunningStopwatchOnlyWhileOneRunsAndTheWindowIsSeen() {
        harness.send(.toggle)
        wait(.milliseconds(400))
        harness.send(.newStopwatch)
        #expect(list.rows[0].time == "00:00" && list.rows[0].status == "Running")
        #expect(app.stopwatches.isCounting)
        wait(.milliseconds(601))
        #expect(list.rows[0].time == "00:01")
        app.presence.windowVisibilityChanged(false)
        #expect(!app.stopwatches.isCounting, "out of sight, nothing wakes for the rows")
        app.presence.windowVisibilityChanged(true)
        harness.send(.switchToStopwatch(1), .toggle)
        #expect(list.rows[0].status == "Paused")
        #expect(!app.stopwatches.isCounting, "none runs: nothing wakes")
    }

    @Test func twoStopwatchesRunAndLapApartThroughTheSameKeys() {
        harness.send(.toggle)
        wait(.seconds(1))
        harness.send(.newStopwatch, .toggle)
        wait(.seconds(2))
        app.send(.character("l"))
        app.send(.alt("1"))
        app.send(.character("l"))
        let members = harness.core.store.collection.members
        #expect(members[0].state.laps.durations == [.seconds(3)])
        #expect(members[1].state.laps.durations == [.seconds(2)])
        app.send(.controlPageDown)
        #expect(harness.core.store.collection.currentIndex == 1)
        app.send(.character("1"))
        #expect(harness.core.store.collection.currentIndex == 0, "a plain digit switches too")
    }

    @Test func renamingInPlaceSaysPlainlyWhyANameIsRefusedAndKeepsTheOldOne() {
        harness.send(.newStopwatch)
        #expect(app.command(for: .f2) == .renameStopwatch)
        app.send(.f2)
        #expect(list.renaming == list.rows[1].id)
        harness.send(.nameStopwatch("stopwatch 1"))
        #expect(list.renameProblem == "Another stopwatch is named “Stopwatch 1”")
        #expect(list.rows[1].name == "Stopwatch 2")
        #expect(list.renaming != nil, "the name can be mended")
        harness.send(.nameStopwatch(String(repeating: "x", count: 61)))
        #expect(list.renameProblem == "A name has at most 60 characters")
        app.send(.escape)
        #expect(list.renaming == nil && list.rows[1].name == "Stopwatch 2")
        #expect(app.route == .home, "Escape ended the renaming, and went nowhere")
        app.send(.f2)
        harness.send(.nameStopwatch("  Tea "))
        #expect(list.renaming == nil && list.renameProblem == nil)
        #expect(list.rows[1].name == "Tea")
        #expect(harness.core.dataSource.saves.last?.members.map(\.name) == ["Stopwatch 1", "Tea"])
    }

    @Test func removingShowsTheNoticeAndUndoBringsItBackWhereItWas() {
        harness.send(.newStopwatch)
        harness.send(.renameStopwatch, .nameStopwatch("Tea"), .toggle)
        wait(.seconds(2))
        harness.send(.newStopwatch, .switchToStopwatch(2))
        harness.send(.removeStopwatch)
        #expect(list.rows.map(\.name) == ["Stopwatch 1", "Stopwatch 3"])
        #expect(app.viewState.notice?.message == "“Tea” removed")
        #expect(harness.core.historyDataSource.sessions.map(\.stopwatchName) == ["Tea"])
        harness.send(.undo)
        #expect(list.rows.map(\.name) == ["Stopwatch 1", "Tea", "Stopwatch 3"])
        #expect(list.current?.name == "Tea")
        #expect(harness.core.store.state.status == .running)
        #expect(harness.core.historyDataSource.sessions.isEmpty)
    }

    @Test func theLastButOneRemovedTakesTheListAway() {
        harness.send(.newStopwatch, .removeStopwatch)
        #expect(list.placement == .none)
        #expect(app.viewState.screen.title == "Stopwatch")
        #expect(!app.viewState.allows(.removeStopwatch))
    }

    @Test func commandsFromOutsideActOnTheStopwatchTheyName() {
        harness.send(.newStopwatch, .renameStopwatch, .nameStopwatch("Tea"), .switchToStopwatch(1))
        harness.send(.toggleStopwatch("tea"))
        wait(.seconds(1))
        harness.send(.lapStopwatch("TEA"))
        let tea = harness.core.store.collection.members[1]
        #expect(tea.state.status == .running && tea.state.laps.count == 1)
        #expect(harness.core.store.state == .initial, "the current one was not touched")
        harness.send(.toggleStopwatch(String(tea.id.rawValue)))
        #expect(harness.core.store.collection.members[1].state.status == .paused, "an id targets it too")
        let before = harness.core.store.collection
        harness.send(.lapStopwatch("Coffee"), .toggleStopwatch("99"))
        #expect(harness.core.store.collection == before, "an unknown target changes nothing")
        harness.send(.resetStopwatch("Tea"))
        #expect(harness.core.store.collection.members[1].state == .initial)
        #expect(app.viewState.notice?.message == "Stopwatch reset")
        harness.send(.undo)
        #expect(harness.core.store.collection.members[1].state.laps.count == 1)
    }

    @Test func withTwoOrMoreEverythingHeardNamesTheStopwatchAndASwitchSaysWhich() {
        harness.send(.toggle)
        wait(.seconds(1))
        harness.send(.lap)
        #expect(said.last == "Lap 1, 1.00 seconds, total 1.00 seconds", "one stopwatch: no name")
        harness.send(.newStopwatch)
        #expect(said.last == "Stopwatch 2: Stopwatch, ready. Space starts or pauses.")
        harness.send(.switchToStopwatch(1))
        #expect(said.last?.hasPrefix("Stopwatch 1: Running at 1 second") == true)
        wait(.milliseconds(3_200))
        harness.send(.toggle)
        #expect(said.last == "Stopwatch 1: Paused at 4.20 seconds")
    }

    @Test func atMostAHundredAndTheHundredAndFirstSaysWhy() {
        for _ in 2...100 { harness.send(.newStopwatch) }
        #expect(list.rows.count == 100)
        #expect(!app.viewState.allows(.newStopwatch))
        #expect(list.rows[8].position == 9)
    }

    @Test func theShortcutsWindowListsTheStopwatchesKeys() {
        harness.send(.showShortcuts)
        guard case .shortcuts(let shortcuts) = harness.navigator.dialogs.last else {
            Issue.record("no shortcuts window")
            return
        }
        let group = shortcuts.groups.first { $0.title == "Stopwatches" }
        #expect(
            group?.shortcuts.map(\.title) == [
                "New Stopwatch", "Rename Stopwatch", "Remove Stopwatch", "Next Stopwatch",
                "Previous Stopwatch", "Switch to Stopwatch 1 to 9", "Move Stopwatch Up",
                "Move Stopwatch Down",
            ])
        #expect(group?.shortcuts[5].keyLabels == ["Alt + 1…9"])
        #expect(group?.shortcuts[6].keyLabels == ["Ctrl + Shift + Page Up"])
        #expect(group?.shortcuts[3].keyLabels == ["Ctrl + Page Down"], "Tab is the window's")
    }

    @Test func outOfSightTheNotificationNamesTheCurrentOneAndListsTheOthersRunning() {
        harness.send(.renameStopwatch)
        #expect(list.renaming == nil, "no renaming with one stopwatch")
        harness.send(.toggle)
        wait(.seconds(2))
        harness.send(.lap, .newStopwatch, .renameStopwatch, .nameStopwatch("Tea"), .toggle)
        app.presence.windowVisibilityChanged(false)
        let shown = harness.notifications.current
        #expect(shown?.title == "Tea running")
        #expect(shown?.body == "Lap 1 · started at 00:00.00\nStopwatch 1 · Lap 2 · started at 00:02.00")
        #expect(shown?.buttons.map(\.command) == [.toggle, .lap])
        // Started from outside, another stopwatch joins the list at once.
        harness.send(.newStopwatch)
        harness.send(.toggleStopwatch("Stopwatch 3"))
        #expect(harness.notifications.current?.title == "Stopwatch 3 running")
        #expect(harness.notifications.current?.body.split(separator: "\n").count == 3)
        harness.send(.toggleStopwatch("Stopwatch 3"), .resetStopwatch("Stopwatch 3"))
        #expect(harness.notifications.current?.title == "Stopwatches running", "the current one has no time: the others are listed")
        #expect(harness.notifications.current?.buttons == [])
    }

    @Test func atMostFiveRunningAreListed() {
        harness.send(.toggle)
        for _ in 2...7 { harness.send(.newStopwatch, .toggle) }
        app.presence.windowVisibilityChanged(false)
        #expect(harness.notifications.current?.body.split(separator: "\n").count == 5)
    }

    @Test func thePanelMenuListsTheRunningOnesAndChoosingOneMakesItCurrent() {
        app.panel.panelPresenceChanged(true)
        harness.send(.newStopwatch, .renameStopwatch, .nameStopwatch("Tea"), .toggle, .switchToStopwatch(1))
        let item = harness.panelItems.current
        #expect(item?.status == .active, "a stopwatch runs, if not the current one")
        #expect(item?.tooltipTitle == "Stopwatch 1")
        let tea = item?.menu.first
        #expect(tea?.title == "Tea")
        #expect(item?.menu.map(\.title).dropFirst(2).first == "Start")
        guard case .command(let choose)? = tea?.action else {
            Issue.record("no running stopwatch in the menu")
            return
        }
        harness.send(choose)
        #expect(list.current?.name == "Tea")
        #expect(harness.panelItems.current?.tooltipTitle == "Tea running")
    }

    @Test func ctrlShiftPageUpAndDownMoveTheCurrentOneAndStopAtTheEnds() {
        harness.send(.newStopwatch, .newStopwatch)
        #expect(app.viewState.allows(.moveStopwatchUp))
        app.send(.controlShiftPageUp)
        #expect(list.rows.map(\.name) == ["Stopwatch 1", "Stopwatch 3", "Stopwatch 2"])
        #expect(list.current?.name == "Stopwatch 3" && list.current?.position == 2)
        app.send(.controlShiftPageUp)
        app.send(.controlShiftPageUp)
        #expect(list.rows.map(\.name) == ["Stopwatch 3", "Stopwatch 1", "Stopwatch 2"], "the first stays first")
        app.send(.controlShiftPageDown)
        #expect(list.rows.map(\.name) == ["Stopwatch 1", "Stopwatch 3", "Stopwatch 2"])
        #expect(harness.core.dataSource.saves.last?.members.map(\.name) == ["Stopwatch 1", "Stopwatch 3", "Stopwatch 2"])
        harness.send(.removeStopwatch, .removeStopwatch)
        #expect(!app.viewState.allows(.moveStopwatchUp), "one stopwatch: nothing to move")
    }
}
