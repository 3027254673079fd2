import CGtk
import StopwatchCore
@testable import StopwatchGtk
import StopwatchPresentation

@MainActor
enum HomeViewChecks {
    static let all: [Check] = [
        Check("HomeView.initialShowsZeroAndOnlyStart", initialShowsZeroAndOnlyStart),
        Check("HomeView.runningShowsPauseLapAndTheCurrentLap", runningShowsPauseLapAndTheCurrentLap),
        Check("HomeView.pausedShowsResumeAndReset", pausedShowsResumeAndReset),
        Check("HomeView.theTwoMostRecentLapsAreShownUnderHeadingsWithBestAndWorstInWords", theTwoMostRecentLapsAreShown),
        Check("HomeView.anHourShowsTheHoursGroup", anHourShowsTheHoursGroup),
        Check("HomeView.aTickRewritesOnlyTheDigitGroupsThatChanged", aTickRewritesOnlyTheDigitGroupsThatChanged),
        Check("HomeView.aFrameOfTheRunningTimeTouchesNoButton", aFrameOfTheRunningTimeTouchesNoButton),
        Check("RenderPacing.theHundredthsWaitForTheirFrameButANewSecondOrALapIsDrawnAtOnce", runningTimeIsPaced),
    ]

    static func initialShowsZeroAndOnlyStart() {
        let harness = WindowHarness()
        expect(harness.home.time.text == "00:00.00")
        expect(harness.homeButtons == ["Start"])
        expect(harness.home.controls.visibleButtons.first.map(actionName(of:)) == "app.toggle")
        expect(!harness.home.currentLap.widget.isVisible)
        expect(!harness.home.seeAllLaps.widget.isVisible)
    }

    static func runningShowsPauseLapAndTheCurrentLap() {
        let harness = WindowHarness()
        harness.core.prepare(.running)
        harness.core.advance(by: .milliseconds(1234))
        expect(harness.home.time.text == "00:01.73")
        expect(harness.homeButtons == ["Pause", "Lap"])
        expect(harness.home.controls.visibleButtons.map(actionName(of:)) == ["app.toggle", "app.lap"])
        expect(harness.home.currentLap.widget.isVisible)
        expect(harness.home.currentLap.title.text == "Lap 1")
        expect(harness.home.currentLap.lapTime.text == "00:01.73")
    }

    static func pausedShowsResumeAndReset() {
        let harness = WindowHarness()
        harness.core.prepare(.paused, laps: 2)
        expect(harness.homeButtons == ["Resume", "Reset"])
        expect(harness.home.controls.visibleButtons.map(actionName(of:)) == ["app.toggle", "app.reset"])
        expect(harness.home.controls.visibleButtons.allSatisfy(\.widget.isSensitive))
    }

    static func theTwoMostRecentLapsAreShown() {
        let harness = WindowHarness()
        harness.core.useCases.start.execute()
        for seconds in [3, 1, 2] {
            harness.core.advance(by: .seconds(Int64(seconds)))
            harness.activate(.lap)
        }
        let rows = harness.home.recentLaps
        expect(rows.map(\.title.text) == ["Lap 3", "Lap 2"])
        expect(rows.map(\.markLabel.text) == ["", "Best"])
        expect(rows[1].difference.text == "\u{2212}00:02.00")
        expect(rows[1].totalTime.text == "00:04.00")
        expect(harness.home.seeAllLaps.widget.isVisible && harness.home.seeAllLaps.widget.isSensitive)
        expect(harness.home.seeAllLaps.label == "See All Laps")
    }

    static func anHourShowsTheHoursGroup() {
        let harness = WindowHarness()
        harness.core.prepare(.running)
        harness.core.advance(by: .seconds(3600))
        expect(harness.home.time.clock.text == "1:00:00.")
        expect(harness.home.time.text == "1:00:00.50")
    }

    static func aTickRewritesOnlyTheDigitGroupsThatChanged() {
        let harness = WindowHarness()
        harness.core.prepare(.running)
        let clock = harness.home.time.clock
        let hundredths = harness.home.time.hundredths
        let (clockWrites, hundredthsWrites) = (clock.textChanges, hundredths.textChanges)
        harness.core.advance(by: .milliseconds(10))
        expect(harness.home.time.text == "00:00.51")
        expect(clock.textChanges == clockWrites, "the clock was rewritten within the same second")
        expect(hundredths.textChanges == hundredthsWrites + 1)
        harness.core.advance(by: .milliseconds(500))
        expect(harness.home.time.text == "00:01.01")
        expect(clock.textChanges == clockWrites + 1)
    }

    /// A frame that only moves the time on sets nothing on the buttons: setting a button's
    /// action again, even the same one, makes GTK watch the action anew.
    static func aFrameOfTheRunningTimeTouchesNoButton() {
        let harness = WindowHarness()
        harness.core.prepare(.running, laps: 1)
        var changes: [String] = []
        let buttons = harness.home.controls.visibleButtons + [harness.home.seeAllLaps]
        let handlers = buttons.map { button in
            (button, Signals.connectWithArgument(button.widget.pointer, "notify") { spec in
                changes.append(spec.map { String(cString: g_param_spec_get_name($0.assumingMemoryBound(to: GParamSpec.self))) } ?? "?")
            })
        }
        for _ in 0..<20 { harness.core.advance(by: .milliseconds(10)) }
        expect(harness.home.time.text == "00:01.70")
        expect(changes.isEmpty, "properties set on a tick: \(changes)")
        handlers.forEach { Signals.disconnect($0.0.widget.pointer, $0.1) }
    }

    static func runningTimeIsPaced() {
        let harness = WindowHarness(runningTimeInterval: 1_000_000_000)
        harness.core.prepare(.running)
        let shown = harness.home.time.text
        harness.core.advance(by: .milliseconds(10))
        expect(harness.home.time.text == shown, "a tick right after a render waits")
        harness.core.advance(by: .milliseconds(480))
        expect(harness.home.time.text == shown, "so does the tick before the next second")
        harness.core.advance(by: .milliseconds(10))
        expect(harness.home.time.text == "00:01.00", "a new second is drawn on its tick, not \(harness.home.time.text)")
        harness.core.advance(by: .milliseconds(10))
        expect(harness.home.time.text == "00:01.00", "and the hundredths wait again")
        harness.activate(.lap)
        expect(harness.home.recentLaps[0].title.text == "Lap 1", "a lap is drawn at once")
        expect(harness.home.time.text == "00:01.01")
    }
}
