import CGtk
import GLibInterop
import GtkInterop
import StopwatchCore
import StopwatchGLib
import StopwatchPresentation
import StopwatchTestSupport

@testable import StopwatchGtk

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
        Check("HomeView.whatChangesSeldomBesideTheRunningTimeIsDrawnAsOneNodeEach", whatChangesSeldomIsFlattened),
        Check("MappedRendering.aTickIsDrawnOnTheNextFrameOnceWithTheLatestTime", aTickIsDrawnOnTheNextFrameOnceWithTheLatestTime),
        Check("MappedRendering.pausedTheFramesStop", pausedTheFramesStop),
        Check("MappedRendering.hiddenNoFramesAreAskedFor", hiddenNoFramesAreAskedFor),
        Check("MappedRendering.whileSavingPowerAtMostTenFramesASecond", whileSavingPowerAtMostTenFramesASecond),
        Check("HomeView.tenthsShowOneDigitAfterThePoint", tenthsShowOneDigitAfterThePoint),
        Check("MappedRendering.toTheWholeSecondAFrameComesOnlyOnANewSecond", toTheWholeSecondAFrameComesOnlyOnANewSecond),
        Check("HomeView.theLapAsTheBigNumberShowsTheTotalBeneath", theLapAsTheBigNumberShowsTheTotalBeneath),
        Check("HomeView.aGoalShowsBeneathTheTimeAsOneNodeReadableInEveryLook", aGoalShowsBeneathTheTime),
    ]

    /// A goal's bar and words beneath the time, drawn as one node (they change once a minute
    /// at most), their words readable on the window in each look; gone with the goal.
    static func aGoalShowsBeneathTheTime() {
        let harness = WindowHarness()
        let goal = harness.home.goal
        expect(!goal.widget.isVisible, "no goal, no line")
        _ = try? harness.core.useCases.setGoal?.execute(try StopwatchGoal(.seconds(3600), per: .day))
        harness.core.useCases.start.execute()
        harness.advance(by: .seconds(45 * 60))
        expect(goal.widget.isVisible && goal.words.text == "45 min of 1 h today", goal.words.text)
        expect(goal.bar.level.value == 0.75, "\(goal.bar.level.value)")
        let parent = gtk_widget_get_parent(goal.widget.pointer)
        expect(parent.map { FlattenedBin.subclass.isInstance(UnsafeMutableRawPointer($0)) } ?? false, "drawn as one node")
        for look in DesktopLook.allCases {
            look.apply()
            let style = gtk_widget_get_style_context(harness.home.widget.pointer)
            var colour = GdkRGBA()
            gtk_style_context_get_color(gtk_widget_get_style_context(goal.words.widget.pointer), &colour)
            for background in ["theme_bg_color", "theme_base_color"].compactMap({ LayoutChecks.lookupColor($0, in: style) }) {
                let ratio = LayoutChecks.contrast(colour, on: background)
                expect(ratio >= 4.5, "\(look): the goal's words have \(ratio):1 on their background")
            }
        }
        DesktopLook.reset()
        _ = try? harness.core.useCases.setGoal?.execute(nil)
        expect(!goal.widget.isVisible, "the goal taken away takes its line")
    }

    static func tenthsShowOneDigitAfterThePoint() {
        let harness = WindowHarness()
        harness.prepare(.running, laps: 1)
        harness.app.send(.choosePreference(.precision(.tenths)))
        harness.advance(by: .milliseconds(1_234))
        expect(harness.home.time.text == "00:02.7", harness.home.time.text)
        expect(harness.home.time.clock.text == "00:02.")
        expect(harness.home.currentLap.lapTime.text == "00:01.7", harness.home.currentLap.lapTime.text)
        expect(harness.home.recentLaps[0].lapTime.text == "00:01.0", harness.home.recentLaps[0].lapTime.text)
    }

    /// To the whole second, the ticks within a second ask for no frame: the frame clock rests
    /// until the display has a new second to show, drawn on the next frame.
    static func toTheWholeSecondAFrameComesOnlyOnANewSecond() {
        let harness = WindowHarness()
        harness.prepare(.running)
        harness.app.send(.choosePreference(.precision(.seconds)))
        harness.drawFrames()
        expect(harness.home.time.text == "00:00", harness.home.time.text)
        GtkTestEnvironment.wait(for: "the frames to stop") { !harness.home.isAskingForFrames }
        let writes = harness.home.time.clock.textChanges
        for _ in 0..<49 { harness.core.advance(by: .milliseconds(10)) }
        expect(!harness.home.isAskingForFrames && !harness.home.isDrawPending, "a frame asked for within the second")
        harness.core.advance(by: .milliseconds(10))
        expect(harness.home.isAskingForFrames, "the new second asked for no frame")
        harness.drawFrames()
        expect(harness.home.time.text == "00:01", harness.home.time.text)
        expect(harness.home.time.clock.textChanges == writes + 1)
        GtkTestEnvironment.wait(for: "the frames to stop after the second") { !harness.home.isAskingForFrames }
    }

    static func theLapAsTheBigNumberShowsTheTotalBeneath() {
        let harness = WindowHarness()
        harness.prepare(.running, laps: 1)
        expect(!harness.home.totalBeneath.widget.isVisible)
        harness.app.send(.choosePreference(.bigNumber(.lap)))
        harness.advance(by: .milliseconds(250))
        expect(harness.home.time.text == "00:00.75", harness.home.time.text)
        expect(harness.home.totalBeneath.widget.isVisible)
        expect(harness.home.totalBeneath.digits.text == "00:01.75", harness.home.totalBeneath.digits.text)
        harness.app.send(.choosePreference(.bigNumber(.total)))
        harness.drawFrames()
        expect(!harness.home.totalBeneath.widget.isVisible)
        expect(harness.home.time.text == "00:01.75", harness.home.time.text)
    }

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
        harness.prepare(.running)
        harness.advance(by: .milliseconds(1234))
        expect(harness.home.time.text == "00:01.73")
        expect(harness.homeButtons == ["Pause", "Lap"])
        expect(harness.home.controls.visibleButtons.map(actionName(of:)) == ["app.toggle", "app.lap"])
        expect(harness.home.currentLap.widget.isVisible)
        expect(harness.home.currentLap.title.text == "Lap 1")
        expect(harness.home.currentLap.lapTime.text == "00:01.73")
    }

    static func pausedShowsResumeAndReset() {
        let harness = WindowHarness()
        harness.prepare(.paused, laps: 2)
        expect(harness.homeButtons == ["Resume", "Reset"])
        expect(harness.home.controls.visibleButtons.map(actionName(of:)) == ["app.toggle", "app.reset"])
        expect(harness.home.controls.visibleButtons.allSatisfy(\.widget.isSensitive))
    }

    static func theTwoMostRecentLapsAreShown() {
        let harness = WindowHarness()
        harness.core.useCases.start.execute()
        for seconds in [3, 1, 2] {
            harness.advance(by: .seconds(Int64(seconds)))
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
        harness.prepare(.running)
        harness.advance(by: .seconds(3600))
        expect(harness.home.time.clock.text == "1:00:00.")
        expect(harness.home.time.text == "1:00:00.50")
    }

    static func aTickRewritesOnlyTheDigitGroupsThatChanged() {
        let harness = WindowHarness()
        harness.prepare(.running)
        let clock = harness.home.time.clock
        let hundredths = harness.home.time.fraction
        let (clockWrites, hundredthsWrites) = (clock.textChanges, hundredths.textChanges)
        harness.advance(by: .milliseconds(10))
        expect(harness.home.time.text == "00:00.51")
        expect(clock.textChanges == clockWrites, "the clock was rewritten within the same second")
        expect(hundredths.textChanges == hundredthsWrites + 1)
        harness.advance(by: .milliseconds(500))
        expect(harness.home.time.text == "00:01.01")
        expect(clock.textChanges == clockWrites + 1)
    }

    /// A frame that only moves the time on sets nothing on the buttons: setting a button's
    /// action again, even the same one, makes GTK watch the action anew.
    static func aFrameOfTheRunningTimeTouchesNoButton() {
        let harness = WindowHarness()
        harness.prepare(.running, laps: 1)
        var changes: [String] = []
        let buttons = harness.home.controls.visibleButtons + [harness.home.seeAllLaps]
        let handlers = buttons.map { button in
            (
                button,
                Signals.connectWithArgument(button.widget.pointer, "notify") { spec in
                    changes.append(spec.map { String(cString: g_param_spec_get_name($0.assumingMemoryBound(to: GParamSpec.self))) } ?? "?")
                }
            )
        }
        for _ in 0..<20 { harness.advance(by: .milliseconds(10)) }
        expect(harness.home.time.text == "00:01.70")
        expect(changes.isEmpty, "properties set on a tick: \(changes)")
        for (cell, handler) in handlers { Signals.disconnect(cell.widget.pointer, handler) }
    }

    /// GSK 4.8's cairo renderer draws every node of the window on every frame, clipped to what
    /// changed: the header bar, the buttons, the headings and See All Laps are each drawn as one
    /// node, which cairo skips outside the clip; the running time and the lap in progress,
    /// drawn on every frame, are not flattened (docs/performance.md).
    static func whatChangesSeldomIsFlattened() {
        let harness = WindowHarness()
        harness.prepare(.running, laps: 1)
        func flattened(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
            gtk_widget_get_parent(widget).map { FlattenedBin.subclass.isInstance(UnsafeMutableRawPointer($0)) } ?? false
        }
        func insideFlattened(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
            var ancestor = gtk_widget_get_parent(widget)
            while let current = ancestor {
                if FlattenedBin.subclass.isInstance(UnsafeMutableRawPointer(current)) { return true }
                ancestor = gtk_widget_get_parent(current)
            }
            return false
        }
        let window = harness.window.widget.typed(GtkWindow.self)
        guard let titlebar = gtk_window_get_titlebar(window), let header = gtk_widget_get_first_child(titlebar) else {
            return expect(false, "the window has a title bar")
        }
        expect(FlattenedBin.subclass.isInstance(UnsafeMutableRawPointer(titlebar)), "the header bar is drawn as one node")
        expect(
            gtk_widget_has_css_class(header, "titlebar") != 0 && gtk_widget_has_css_class(titlebar, "titlebar") == 0,
            "the header bar is styled as the title bar, not the bin around it")
        expect(FlattenedBin.subclass.isInstance(UnsafeMutableRawPointer(harness.home.controls.widget.pointer)), "the buttons")
        expect(flattened(harness.home.table.headings.widget.pointer), "the headings")
        expect(flattened(harness.home.seeAllLaps.widget.pointer), "See All Laps")
        expect(!insideFlattened(harness.home.time.widget.pointer), "the running time is drawn on its own")
        expect(!insideFlattened(harness.home.currentLap.widget.pointer), "the lap in progress is drawn on its own")
    }

    /// A tick only says the time moved on: the next frame of the display draws it, once,
    /// with the latest time, however many ticks came in between (ARCHITECTURE.md, "Time").
    static func aTickIsDrawnOnTheNextFrameOnceWithTheLatestTime() {
        let harness = WindowHarness()
        harness.prepare(.running)
        let hundredths = harness.home.time.fraction
        let (shown, writes) = (harness.home.time.text, hundredths.textChanges)
        harness.core.advance(by: .milliseconds(10))
        harness.core.advance(by: .milliseconds(10))
        harness.core.advance(by: .milliseconds(10))
        expect(harness.home.time.text == shown, "a tick was drawn before the frame")
        expect(harness.home.isDrawPending)
        harness.drawFrames()
        expect(harness.home.time.text == "00:00.53", "the frame did not draw the latest tick: \(harness.home.time.text)")
        expect(hundredths.textChanges == writes + 1, "\(hundredths.textChanges - writes) writes for three ticks")
        harness.activate(.lap)
        expect(harness.home.recentLaps[0].title.text == "Lap 1", "a lap is drawn at once, not on a frame")
    }

    /// Paused, no tick comes and the view stops asking for frames: the frame clock rests.
    static func pausedTheFramesStop() {
        let harness = WindowHarness()
        harness.prepare(.running)
        harness.core.advance(by: .milliseconds(10))
        expect(harness.home.isAskingForFrames, "running, yet no frames asked for")
        harness.activate(.toggle)
        GtkTestEnvironment.wait(for: "the frames to stop") { !harness.home.isAskingForFrames }
        harness.activate(.toggle)
        harness.core.advance(by: .milliseconds(10))
        expect(harness.home.isAskingForFrames, "resumed, yet no frames asked for")
    }

    /// The window hidden while running (closed, the stopwatch in its notification), the view
    /// asks for no more frames: nothing wakes the app. Shown again, the frames come back.
    static func hiddenNoFramesAreAskedFor() {
        let harness = WindowHarness()
        harness.prepare(.running)
        harness.core.advance(by: .milliseconds(10))
        expect(harness.home.isAskingForFrames, "running, yet no frames asked for")
        harness.window.hide()
        expect(!harness.home.isAskingForFrames, "hidden, yet frames asked for")
        harness.window.present()
        harness.core.advance(by: .milliseconds(10))
        expect(harness.home.isAskingForFrames, "shown again, yet no frames asked for")
    }

    /// While the desktop saves power, the running time is drawn at most once every 105 ms of
    /// the frame clock (``FramePacer``), and still moves; once it stops saving, each tick is
    /// drawn on the frame after it. Only bounds a slow machine cannot cross are checked: the
    /// count against the time that passed, and one frame waited for at a time.
    static func whileSavingPowerAtMostTenFramesASecond() {
        let monitor = FakePowerProfileMonitor(isPowerSaverEnabled: true)
        let harness = WindowHarness(powerMonitor: monitor)
        harness.prepare(.running)
        let hundredths = harness.home.time.fraction
        let before = hundredths.textChanges
        let started = g_get_monotonic_time()
        let ticks = MainLoopTimeout(milliseconds: 10) { harness.core.advance(by: .milliseconds(10)) }
        GtkTestEnvironment.run(forMilliseconds: 1000)
        ticks.cancel()
        let saving = hundredths.textChanges - before
        // One frame at the start, one every 105 ms after it, and one for the frame clock's
        // time running ahead of the monotonic clock by up to a frame.
        let most = 2 + Int((Int64(g_get_monotonic_time()) - Int64(started)) / FramePacer.powerSaving.interval)
        expect(saving >= 1, "the running time stood still while saving power")
        expect(saving <= most, "\(saving) frames drew the running time while saving power, at most \(most) may")
        monitor.set(powerSaver: false)
        harness.drawFrames()
        let normal = hundredths.textChanges
        for _ in 0..<5 { harness.advance(by: .milliseconds(10)) }
        expect(hundredths.textChanges - normal == 5, "\(hundredths.textChanges - normal) of 5 ticks drawn at every frame")
    }
}
