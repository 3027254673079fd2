import CGtk
import GtkInterop
import StopwatchCore
import StopwatchPresentation

@testable import StopwatchGtk

@MainActor
enum LapsViewChecks {
    static let all: [Check] = [
        Check("LapsView.theListHoldsARowPerLapAndTheCurrentLapIsAbove", theListHoldsARowPerLap),
        Check("LapsView.theButtonsArePauseAndLapWhileRunningAndResumeWhilePaused", theButtons),
        Check("LapsView.aNewLapIsOneRowMoreAndAResetReturnsHome", aNewLapIsOneRowMore),
        Check("LapsView.aTickLeavesTheListAlone", aTickLeavesTheListAlone),
        Check("LapsView.aHiddenLapsPageRendersNothingUntilShownAgain", aHiddenPageRendersNothing),
    ]

    static func theListHoldsARowPerLap() {
        let harness = WindowHarness()
        harness.prepare(.running, laps: 20)
        harness.showLaps()
        expect(harness.laps.lapList.rowCount == 20)
        expect(harness.laps.lapList.laps[0].title == "Lap 20")
        expect(harness.laps.currentLap.title.text == "Lap 21")
        expect(harness.laps.time.text == "00:20.50")
    }

    static func theButtons() {
        let harness = WindowHarness()
        harness.prepare(.running, laps: 3)
        harness.showLaps()
        expect(harness.laps.controls.visibleButtons.map(\.label) == ["Pause", "Lap"])
        expect(harness.laps.controls.visibleButtons.map(actionName(of:)) == ["app.toggle", "app.lap"])
        harness.activate(.toggle)
        expect(harness.laps.controls.visibleButtons.map(\.label) == ["Resume"])
    }

    static func aNewLapIsOneRowMore() {
        let harness = WindowHarness()
        harness.prepare(.running, laps: 3)
        harness.showLaps()
        harness.advance(by: .seconds(1))
        harness.activate(.lap)
        expect(harness.laps.lapList.rowCount == 4)
        harness.activate(.toggle, .reset)
        expect(harness.app.route == .home)
        let home = harness.home
        GtkTestEnvironment.wait(for: "Home on screen after the reset") { home.widget.isMapped }
        expect(harness.window.notice.isShown)
    }

    static func aTickLeavesTheListAlone() {
        let harness = WindowHarness()
        harness.prepare(.running, laps: 5)
        harness.showLaps()
        let list = harness.laps.lapList.laps
        harness.advance(by: .milliseconds(10))
        expect(harness.laps.lapList.laps == list)
        expect(harness.laps.currentLap.lapTime.text == "00:00.51")
    }

    static func aHiddenPageRendersNothing() {
        let harness = WindowHarness()
        harness.prepare(.running, laps: 3)
        harness.showLaps()
        harness.activate(.back)
        let laps = harness.laps
        GtkTestEnvironment.wait(for: "Laps off screen") { !laps.widget.isMapped }
        let shown = harness.laps.time.text
        harness.advance(by: .seconds(5))
        expect(harness.laps.time.text == shown)
        harness.showLaps()
        expect(harness.laps.time.text == "00:08.50")
    }
}
