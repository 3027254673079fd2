import CGtk
import StopwatchCore
@testable import StopwatchGtk
import StopwatchPresentation

@MainActor
struct HomeViewTests {
    let harness = ViewTestHarness()

    func initialShowsZeroAndOnlyStart() {
        expect(harness.home.time.text == "00:00.00")
        expect(harness.homeButtons == ["Start"])
        expect(harness.home.controls.visibleButtons.first.map { gtk_actionable_name($0) } == "app.toggle")
        expect(!harness.home.currentLap.widget.isVisible)
        expect(!harness.home.seeAllLaps.widget.isVisible)
    }

    func runningShowsPauseLapAndTheCurrentLap() {
        harness.core.prepare(.running)
        harness.core.advance(by: .milliseconds(1234))
        expect(harness.home.time.text == "00:01.73")
        expect(harness.homeButtons == ["Pause", "Lap"])
        expect(harness.home.controls.visibleButtons.map { gtk_actionable_name($0) } == ["app.toggle", "app.lap"])
        expect(harness.home.currentLap.widget.isVisible)
        expect(harness.home.currentLap.title.text == "Lap 1")
        expect(harness.home.currentLap.lapTime.text == "00:01.73")
    }

    func pausedShowsResumeAndReset() {
        harness.core.prepare(.paused, laps: 2)
        expect(harness.homeButtons == ["Resume", "Reset"])
        expect(harness.home.controls.visibleButtons.map { gtk_actionable_name($0) } == ["app.toggle", "app.reset"])
    }

    func theTwoMostRecentLapsAreShownWithBestAndWorstInWords() {
        harness.core.useCases.start.execute()
        for seconds in [3, 1, 2] {
            harness.core.advance(by: .seconds(Int64(seconds)))
            harness.core.useCases.lap.execute()
        }
        let rows = harness.home.recentLaps
        expect(rows.map(\.title.text) == ["Lap 3", "Lap 2"])
        expect(rows.map(\.markLabel.text) == ["", "Best"])
        expect(rows[1].difference.text == "\u{2212}00:02.00")
        expect(rows[1].totalTime.text == "00:04.00")
        expect(harness.home.seeAllLaps.widget.isVisible)
    }

    func anHourShowsTheHoursGroup() {
        harness.core.prepare(.running)
        harness.core.advance(by: .seconds(3600))
        expect(harness.home.time.hours.widget.isVisible)
        expect(harness.home.time.text == "1:00:00.50")
    }

    func aTickRewritesOnlyTheDigitGroupsThatChanged() {
        harness.core.prepare(.running)
        let minutes = harness.home.time.minutes
        harness.core.advance(by: .milliseconds(10))
        expect(harness.home.time.text == "00:00.51")
        expect(minutes.text == "00")
    }
}

/// The action a button is bound to (`app.lap`).
@MainActor
func gtk_actionable_name(_ button: Button) -> String? {
    gtk_actionable_get_action_name(button.widget.opaque).map { String(cString: $0) }
}

@MainActor
struct RenderPacingTests {
    func theRunningTimeIsDrawnAtMostThirtyTimesASecondButALapAtOnce() {
        let harness = ViewTestHarness(runningTimeInterval: 1_000_000_000)
        harness.core.prepare(.running)
        let shown = harness.home.time.text
        harness.core.advance(by: .milliseconds(10))
        expect(harness.home.time.text == shown, "a tick right after a render waits")
        harness.core.useCases.lap.execute()
        expect(harness.home.recentLaps[0].title.text == "Lap 1", "a lap is drawn at once")
        expect(harness.home.time.text == "00:00.51")
    }
}
