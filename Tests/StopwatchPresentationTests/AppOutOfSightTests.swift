import StopwatchCore
import StopwatchTestSupport
import Testing

@testable import StopwatchPresentation

/// The whole app out of sight (ARCHITECTURE.md, "Out of sight"): a notification while the window is not seen
/// and the stopwatch has time on it, sent again only when the state changes; closing the
/// window hides it or quits; and the app ends when it has nothing left to show.
@MainActor @Suite struct AppOutOfSightTests {
    let harness = PresentationHarness()
    var background: BackgroundViewModel { harness.app.background }
    var notifications: FakeNotificationService { harness.notifications }

    private func buttons(_ notification: DesktopNotification?) -> [String] {
        notification?.buttons.map { "\($0.title) \($0.command.name)" } ?? []
    }

    @Test func whileTheWindowIsSeenNothingIsEverShown() {
        harness.startWithLaps(3)
        harness.send(.toggle, .reset, .toggle)
        harness.advance(by: .seconds(5))
        #expect(notifications.events.isEmpty)
    }

    @Test func hiddenWhileRunningItShowsTheLapInProgressWithPauseAndLap() {
        harness.startWithLaps(2)
        background.windowVisibilityChanged(false)
        #expect(notifications.current?.title == "Stopwatch running")
        #expect(notifications.current?.body == "Lap 3 · started at 00:03.00")
        #expect(buttons(notifications.current) == ["Pause toggle", "Lap lap"])
    }

    @Test func itIsSentAgainWhenTheStateChangesNeverAsTimePasses() {
        harness.startWithLaps(1)
        background.windowVisibilityChanged(false)
        for _ in 0..<300 { harness.advance(by: .milliseconds(10)) }
        harness.advance(by: .seconds(60))
        #expect(notifications.events.count == 1, "time passing sends nothing")
        harness.send(.lap)
        #expect(notifications.current?.body == "Lap 3 · started at 01:04.00")
        harness.advance(by: .milliseconds(1_500))
        harness.send(.toggle)
        #expect(notifications.current?.title == "Stopwatch paused")
        #expect(notifications.current?.body == "01:05.50 · Lap 3 00:01.50")
        #expect(buttons(notifications.current) == ["Resume toggle", "Reset reset"])
        #expect(notifications.events.count == 3)
    }

    @Test func theWindowSeenAgainTakesItAway() {
        harness.startWithLaps(1)
        background.windowVisibilityChanged(false)
        background.windowVisibilityChanged(true)
        #expect(notifications.current == nil)
        #expect(notifications.events.last == .withdrawn)
        harness.send(.lap)
        #expect(notifications.current == nil, "a lap while seen shows nothing")
    }

    @Test func aResetFromTheNotificationTakesItAwayAndTheAppEndsOnceTheUndoHasPassed() {
        harness.startWithLaps(2)
        harness.send(.toggle)
        background.windowVisibilityChanged(false)
        harness.send(.reset)
        #expect(notifications.current == nil)
        #expect(background.isEnding)
        harness.scheduler.advance(by: .seconds(9))
        #expect(harness.platform.quitCount == 0)
        // Undone in time (from the window's notice or Ctrl+Z): the stopwatch is back, and so is its notification.
        harness.send(.undo)
        #expect(notifications.current?.title == "Stopwatch paused")
        #expect(!background.isEnding)
        harness.scheduler.advance(by: .seconds(30))
        #expect(harness.platform.quitCount == 0)
        harness.send(.reset)
        harness.scheduler.advance(by: BackgroundViewModel.idleLifetime)
        #expect(harness.platform.quitCount == 1)
    }

    @Test func closingTheWindowHidesItWhileThereIsAStopwatchToShowAndQuitsOtherwise() {
        background.windowCloseRequested()
        #expect(harness.platform.quitCount == 1 && harness.platform.hideCount == 0, "nothing to show: quit")
        harness.startWithLaps(1)
        background.windowCloseRequested()
        #expect(harness.platform.hideCount == 1 && harness.platform.quitCount == 1)
        #expect(notifications.current?.title == "Stopwatch running")
        harness.send(.toggle)
        background.windowVisibilityChanged(true)
        background.windowCloseRequested()
        #expect(harness.platform.hideCount == 2, "paused with time on it: hidden too")
        #expect(notifications.current?.title == "Stopwatch paused")
    }

    @Test func pausedWithNoTimeOnItThereIsNothingToShow() {
        harness.send(.toggle, .toggle)
        background.windowVisibilityChanged(false)
        #expect(notifications.current == nil)
        #expect(background.isEnding)
    }

    @Test func startedInTheBackgroundItWaitsForItsCommandThenShowsTheStopwatchOrEnds() {
        background.startedInBackground()
        #expect(notifications.events.isEmpty && !background.isEnding)
        // The command that started it (a global key) arrives: the stopwatch runs, unseen, and
        // shows once the command has had its moment, in the state after it.
        harness.send(.toggle)
        harness.send(.lap)
        #expect(notifications.events.isEmpty, "shown before the command was done")
        harness.scheduler.advance(by: BackgroundViewModel.commandGrace)
        #expect(notifications.events.count == 1)
        #expect(notifications.current?.body == "Lap 2 · started at 00:00.00")
        harness.scheduler.advance(by: .seconds(60))
        #expect(harness.platform.quitCount == 0)

        let idle = PresentationHarness()
        idle.app.background.startedInBackground()
        idle.send(.lap)  // nothing to lap: the stopwatch is not running
        idle.scheduler.advance(by: BackgroundViewModel.commandGrace)
        #expect(idle.app.background.isEnding)
        idle.scheduler.advance(by: BackgroundViewModel.idleLifetime)
        #expect(idle.platform.quitCount == 1)
        #expect(idle.notifications.events.isEmpty)
    }

    @Test func startedInTheBackgroundThenLaunchedTheWindowShowsAndNothingElse() {
        harness.startWithLaps(1)
        background.startedInBackground()
        background.windowVisibilityChanged(true)
        harness.scheduler.advance(by: .seconds(60))
        #expect(notifications.events.isEmpty)
        #expect(harness.platform.quitCount == 0)
    }

    @Test func theNotificationGoesWithTheApp() {
        harness.startWithLaps(1)
        background.windowVisibilityChanged(false)
        background.appWillEnd()
        #expect(notifications.current == nil)
        #expect(notifications.events.last == .withdrawn)
    }

    @Test func twoHundredLapsFromTheNotificationAreTwoHundredNotificationsAndLaps() {
        harness.send(.toggle)
        background.windowVisibilityChanged(false)
        for _ in 0..<200 {
            harness.advance(by: .milliseconds(700))
            harness.send(.lap)
        }
        #expect(harness.core.state.laps.count == 200)
        #expect(notifications.events.count == 201)
        #expect(notifications.current?.body == "Lap 201 · started at 02:20.00")
    }
}
