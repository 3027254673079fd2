import StopwatchCore
import StopwatchTestSupport
import Testing

@testable import StopwatchPresentation

/// The stopwatch out of sight alone, over a core on a fake clock, the settings model,
/// recording notifications and platform services: what it shows while the window is not
/// seen, what closing the window does, and how long the app lives without it.
@MainActor @Suite struct BackgroundViewModelTests {
    let core = CoreHarness()
    let notifications = FakeNotificationService()
    let platform = FakePlatformServices()
    let scheduler = ManualScheduler()
    let settings = SettingsModel(source: nil)
    let background: BackgroundViewModel

    init() {
        background = BackgroundViewModel(
            notifications: notifications, platform: platform, scheduler: scheduler, localizer: SourceLocalizer(), store: core.store,
            settings: settings)
    }

    @Test func unseenWhileRunningItShowsTheStopwatchAndSeenAgainTakesItAway() {
        core.prepare(.running, laps: 2)
        background.windowSightChanged(.unseen)
        #expect(notifications.current?.title == "Stopwatch running")
        #expect(notifications.current?.body == "Lap 3 · started at 00:02.00")
        core.advance(by: .seconds(30))
        #expect(notifications.events.count == 1, "time passing sends nothing")
        background.windowSightChanged(.seen)
        #expect(notifications.current == nil)
    }

    @Test func closingTheWindowHidesItWhileThereIsSomethingToShowAndQuitsOtherwise() {
        background.windowCloseRequested()
        #expect(platform.quitCount == 1 && platform.hideCount == 0)
        core.prepare(.paused, laps: 1)
        #expect(background.canHideWindow)
        background.windowCloseRequested()
        #expect(platform.hideCount == 1)
        #expect(notifications.current?.title == "Stopwatch paused")
    }

    @Test func withNothingToShowTheAppEndsAfterItsIdleLifetime() {
        background.windowSightChanged(.unseen)
        #expect(background.isEnding)
        scheduler.advance(by: BackgroundViewModel.idleLifetime - .milliseconds(1))
        #expect(platform.quitCount == 0)
        scheduler.advance(by: .milliseconds(1))
        #expect(platform.quitCount == 1)
    }

    @Test func startedInTheBackgroundItWaitsForItsCommandBeforeShowingAnything() {
        background.windowSightChanged(.startedInBackground)
        core.useCases.start.execute()
        #expect(notifications.events.isEmpty)
        scheduler.advance(by: BackgroundViewModel.commandGrace)
        #expect(notifications.current?.title == "Stopwatch running")
    }

    @Test func theNotificationFollowsThePrecisionChosenAndQuitQuits() {
        core.prepare(.paused, laps: 1)
        background.windowSightChanged(.unseen)
        settings.choose(.precision(.seconds))
        #expect(notifications.current?.body == "00:01 · Lap 2 00:00")
        background.quit()
        #expect(platform.quitCount == 1)
    }
}
