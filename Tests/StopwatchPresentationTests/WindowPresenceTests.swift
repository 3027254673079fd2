import StopwatchCore
import StopwatchTestSupport
import Testing

@testable import StopwatchPresentation

/// The window's presence alone: its title and description while active or not, the seconds
/// the running time brings, and what seeing the window or not turns on and off.
@MainActor @Suite struct WindowPresenceTests {
    let core = CoreHarness()
    let scheduler = ManualScheduler()
    let ticker = RecordingTickVisibility()
    let presence: WindowPresence
    let announcements: AnnouncementViewModel

    init() {
        announcements = AnnouncementViewModel(service: nil, localizer: SourceLocalizer(), store: core.store, timer: core.timer)
        presence = WindowPresence(
            scheduler: scheduler, localizer: SourceLocalizer(), describer: announcements, ticker: ticker, store: core.store,
            timer: core.timer)
    }

    private func run(for elapsed: Duration) {
        core.prepare(.running)
        core.advance(by: elapsed - core.elapsed)
    }

    /// The running time moved on to `elapsed`.
    private func refresh(at elapsed: Duration) {
        core.advance(by: elapsed - core.elapsed)
        presence.refresh(RunningTimeRefresh(state: core.state, elapsed: elapsed, isNewSecond: true))
    }

    @Test func inactiveTheTitleShowsTheSecondAndANewSecondChangesIt() {
        run(for: .milliseconds(61_250))
        refresh(at: .milliseconds(61_250))
        let window = presence.windowTitle
        #expect(window.title == "01:01 \u{2014} Stopwatch")
        #expect(window.description == "Stopwatch, running at 1 minute, 1 second. Space starts or pauses.")
        var changes = 0
        presence.changes.add { changes += 1 }
        refresh(at: .milliseconds(61_999))
        #expect(changes == 0, "the same second")
        refresh(at: .milliseconds(62_000))
        #expect(changes == 1)
        #expect(presence.windowTitle.title == "01:02 \u{2014} Stopwatch")
    }

    @Test func activeTheTitleAndTheDescriptionHoldStill() {
        run(for: .seconds(3))
        refresh(at: .seconds(3))
        let before = presence.windowTitle
        presence.windowActivityChanged(true)
        var changes = 0
        presence.changes.add { changes += 1 }
        refresh(at: .seconds(4))
        refresh(at: .milliseconds(4_500))
        refresh(at: .seconds(9))
        #expect(changes == 0)
        let active = presence.windowTitle
        #expect(active.title == "Stopwatch")
        #expect(active.description == before.description)
    }

    @Test func leavingTheWindowCountsAfterAGraceSecond() {
        var changes = 0
        presence.changes.add { changes += 1 }
        presence.windowActivityChanged(true)
        presence.windowActivityChanged(false)
        scheduler.advance(by: WindowActivity.grace - .milliseconds(1))
        presence.windowActivityChanged(true)
        scheduler.advance(by: .seconds(5))
        #expect(changes == 1)
        presence.windowActivityChanged(false)
        scheduler.advance(by: WindowActivity.grace)
        #expect(changes == 2)
        run(for: .seconds(2))
        refresh(at: .seconds(2))
        #expect(presence.windowTitle.title == "00:02 \u{2014} Stopwatch")
    }

    @Test func unseenNothingTicksAndEveryListenerIsTold() {
        var first: [WindowSight] = []
        var second: [WindowSight] = []
        presence.sightChanges.add { first.append($0) }
        presence.sightChanges.add { second.append($0) }
        presence.windowVisibilityChanged(false)
        #expect(ticker.visible == [false])
        presence.windowVisibilityChanged(true)
        #expect(ticker.visible == [false, true])
        #expect(first == [.unseen, .seen])
        #expect(second == first, "any number of listeners")
    }

    @Test func startedInTheBackgroundNothingTicks() {
        var told: [WindowSight] = []
        presence.sightChanges.add { told.append($0) }
        presence.startedInBackground()
        #expect(ticker.visible == [false])
        #expect(told == [.startedInBackground])
    }

    @Test func framesAndTheNotificationFollowTheSight() {
        let settings = SettingsModel(source: nil)
        let framePacing = FramePacing(monitor: nil, settings: settings)
        let notifications = FakeNotificationService()
        let background = BackgroundViewModel(
            notifications: notifications, platform: FakePlatformServices(), scheduler: scheduler, localizer: SourceLocalizer(),
            store: core.store, settings: settings)
        core.prepare(.running)
        framePacing.windowSightChanged(.unseen)
        background.windowSightChanged(.unseen)
        #expect(framePacing.pace == .hidden)
        #expect(notifications.current?.title == "Stopwatch running")
        framePacing.windowSightChanged(.seen)
        #expect(framePacing.pace == .everyFrame)
        framePacing.windowSightChanged(.startedInBackground)
        #expect(framePacing.pace == .hidden)
    }
}
