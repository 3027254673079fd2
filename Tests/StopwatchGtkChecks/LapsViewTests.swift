import StopwatchCore
@testable import StopwatchGtk
import StopwatchPresentation

@MainActor
struct LapsViewTests {
    let harness = ViewTestHarness()

    init() {
        harness.showLaps()
    }

    func theListHoldsARowPerLapAndTheCurrentLapIsAbove() {
        harness.core.prepare(.running, laps: 20)
        expect(harness.laps.lapList.rowCount == 20)
        expect(harness.laps.lapList.laps[0].title == "Lap 20")
        expect(harness.laps.currentLap.title.text == "Lap 21")
        expect(harness.laps.time.text == "00:20.50")
    }

    func thePrimaryButtonIsLapWhileRunningAndResumeWhilePaused() {
        harness.core.prepare(.running, laps: 3)
        expect(harness.laps.primaryButton.label == "Lap")
        expect(gtk_actionable_name(harness.laps.primaryButton) == "app.lap")
        harness.core.useCases.pause.execute()
        expect(harness.laps.primaryButton.label == "Resume")
        expect(gtk_actionable_name(harness.laps.primaryButton) == "app.toggle")
    }

    func aNewLapIsOneRowMoreAndAResetEmptiesTheList() {
        harness.core.prepare(.running, laps: 3)
        harness.core.advance(by: .seconds(1))
        harness.core.useCases.lap.execute()
        expect(harness.laps.lapList.rowCount == 4)
        harness.core.useCases.pause.execute()
        harness.core.useCases.reset.execute()
        expect(harness.laps.lapList.rowCount == 0)
    }

    func aTickLeavesTheListAlone() {
        harness.core.prepare(.running, laps: 5)
        let list = harness.laps.lapList.laps
        harness.core.advance(by: .milliseconds(10))
        expect(harness.laps.lapList.laps == list)
        expect(harness.laps.currentLap.lapTime.text == "00:00.51")
    }

    func navigatingShowsLapsAndAResetReturnsHome() {
        harness.navigator.back()
        harness.core.prepare(.paused, laps: 3)
        harness.homeViewModel.handle(.showAllLaps)
        expect(harness.navigator.currentRoute == .laps)
        harness.homeViewModel.handle(.reset)
        expect(harness.navigator.currentRoute == .home)
    }
}

extension LapsViewTests {
    func aHiddenLapsPageRendersNothingUntilShownAgain() {
        harness.core.prepare(.running, laps: 3)
        harness.navigator.back()
        let laps = harness.laps
        GtkTestEnvironment.iterate(until: { !laps.widget.isMapped })
        let shown = harness.laps.time.text
        harness.core.advance(by: .seconds(5))
        expect(harness.laps.time.text == shown)
        harness.showLaps()
        expect(harness.laps.time.text == "00:08.50")
    }
}
