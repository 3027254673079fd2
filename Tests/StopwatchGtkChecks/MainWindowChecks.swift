import CGtk
import GtkInterop
import StopwatchCore
import StopwatchPresentation
import StopwatchTestSupport

@testable import StopwatchGtk

/// The window around the screens: the actions and what enables them, the keyboard focus, the
/// titles, the notice, the "Not saved" banner.
@MainActor
enum MainWindowChecks {
    static let all: [Check] = [
        Check("MainWindow.everyActionIsEnabledExactlyWhenItsCommandApplies", actionsFollowTheViewState),
        Check("MainWindow.anActionSendsItsCommand", anActionSendsItsCommand),
        Check("MainWindow.nothingHasTheFocusAtStartAndButtonsDoNotTakeItOnClick", nothingHasTheFocusAtStart),
        Check("MainWindow.theLapListHasTheFocusOnLapsAndBackGivesItBackWhereItWas", focusFollowsTheScreens),
        Check("MainWindow.theTitlesAndTheBackButtonFollowTheScreen", titlesFollowTheScreen),
        Check("MainWindow.aResetShowsTheNoticeWithUndo", aResetShowsTheNotice),
        Check("MainWindow.theBannerShowsWhySavingFailsUntilItWorksAgain", theBannerShowsWhySavingFails),
        Check("MainWindow.theMenuOpensWithF10", theMenuOpensWithF10),
        Check("GtkStackNavigator.withAnimationsOnPagesOffScreenAreHiddenOnceTheSlideEnds", slidesHideOffScreenPages),
    ]

    static func actionsFollowTheViewState() {
        let harness = WindowHarness()
        func check(_ moment: String) {
            for command in AppAction.withoutParameters {
                expect(harness.actions.isEnabled(command) == harness.app.viewState.allows(command), "\(command.name) \(moment)")
            }
        }
        check("at start")
        harness.prepare(.running, laps: 3)
        check("running with 3 laps")
        harness.showLaps()
        check("on Laps")
        harness.activate(.toggle, .reset)
        check("after a reset")
    }

    static func anActionSendsItsCommand() {
        let harness = WindowHarness()
        harness.activate(.toggle)
        expect(harness.core.state.status == .running)
        harness.advance(by: .seconds(1))
        harness.activate(.lap, .lap)
        expect(harness.core.state.laps.count == 2)
        harness.activate(.showAbout)
        expect(harness.platform.quitCount == 0)
        harness.activate(.quit)
        expect(harness.platform.quitCount == 1)
    }

    static func nothingHasTheFocusAtStart() {
        let harness = WindowHarness()
        GtkTestEnvironment.drain()
        expect(harness.focus == nil, "something has the focus at start")
        harness.prepare(.paused, laps: 1)
        for button in harness.home.controls.visibleButtons {
            expect(gtk_widget_get_focus_on_click(button.widget.pointer) == 0, "\(button.label) takes the focus on click")
        }
    }

    static func focusFollowsTheScreens() {
        let harness = WindowHarness()
        harness.prepare(.running, laps: 3)
        harness.showLaps()
        let list = harness.laps.lapList.listView.pointer
        expect(
            harness.focus.map { gtk_widget_is_ancestor($0.pointer, list) != 0 || $0.pointer == list } == true,
            "the focus is not in the lap list")
        harness.activate(.back)
        expect(harness.focus == nil, "nothing had the focus before Laps, yet \(String(describing: harness.focus)) has it now")
        // From "See All Laps", back to it (ARCHITECTURE.md, Focus).
        expect(harness.home.seeAllLaps.widget.grabFocus())
        harness.showLaps()
        harness.activate(.back)
        expect(harness.focus?.pointer == harness.home.seeAllLaps.widget.pointer, "See All Laps does not have the focus")
    }

    static func titlesFollowTheScreen() {
        let harness = WindowHarness()
        expect(harness.window.screenTitle.text == "Stopwatch")
        expect(!harness.window.backButton.widget.isVisible)
        harness.prepare(.running, laps: 3)
        harness.advance(by: .seconds(2))
        // The window is the active one: its title holds still (ARCHITECTURE.md, "Heard").
        expect(String(cString: gtk_window_get_title(harness.window.widget.typed(GtkWindow.self))) == "Stopwatch")
        harness.showLaps()
        expect(harness.window.screenTitle.text == "Laps")
        expect(harness.window.backButton.widget.isVisible)
        harness.activate(.showHistory)
        expect(harness.window.screenTitle.text == "History")
    }

    static func aResetShowsTheNotice() {
        let harness = WindowHarness()
        harness.prepare(.paused, laps: 2)
        harness.activate(.reset)
        expect(harness.window.notice.isShown)
        expect(harness.window.notice.message == "Stopwatch reset")
        expect(harness.window.notice.buttonLabel == "Undo")
        expect(harness.window.notice.actionName == "app.undo")
        harness.scheduler.advance(by: .seconds(10))
        expect(!harness.window.notice.isShown)
    }

    static func theBannerShowsWhySavingFails() {
        let harness = WindowHarness()
        expect(!harness.window.saveProblem.isShown)
        harness.core.dataSource.saveFailure = "No space left on device"
        harness.activate(.toggle)
        expect(harness.window.saveProblem.isShown)
        expect(harness.window.saveProblem.message.text == "Not saved: No space left on device")
        harness.core.dataSource.saveFailure = nil
        harness.activate(.toggle)
        expect(!harness.window.saveProblem.isShown)
    }

    static func theMenuOpensWithF10() {
        let harness = WindowHarness()
        expect(gtk_menu_button_get_primary(harness.window.menuButton.widget.opaque) != 0)
    }

    static func slidesHideOffScreenPages() {
        let harness = WindowHarness()
        cgtk_settings_set_animations(1)
        defer { cgtk_settings_set_animations(0) }
        harness.prepare(.running, laps: 3)
        harness.activate(.showLaps)
        let stack = harness.navigator.widget
        GtkTestEnvironment.wait(for: "the slide to Laps to end", deadlineMilliseconds: 3000) {
            gtk_stack_get_transition_running(stack.opaque) == 0 && !harness.home.widget.isVisible
        }
        expect(harness.laps.widget.isVisible && harness.laps.widget.isMapped)
        harness.activate(.back)
        GtkTestEnvironment.wait(for: "the slide back to end", deadlineMilliseconds: 3000) {
            gtk_stack_get_transition_running(stack.opaque) == 0 && !harness.laps.widget.isVisible
        }
        expect(harness.home.widget.isMapped)
    }
}
