import StopwatchCore
import StopwatchTestSupport
import Testing

@testable import StopwatchPresentation

/// Telling the user of an alert reached, alone, over a core on a fake clock, the settings
/// model and recording ports: the sound, the notification with its buttons, the banner, the
/// screen reader, the signal, the log line, and the panel's attention.
@MainActor @Suite struct AlertTellingTests {
    let core = CoreHarness()
    let source = InMemorySettings(saved: nil)
    let settings: SettingsModel
    let sounds = RecordingSoundPlayer()
    let notifications = FakeNotificationService()
    let announcer = RecordingAnnouncer()
    let signals = RecordingAlertSignals()
    let telling: AlertTelling
    private static let minute = Duration.seconds(60)

    init() {
        settings = SettingsModel(source: source)
        telling = AlertTelling(
            alerts: core.alerts, store: core.store, settings: settings, localizer: SourceLocalizer(), sound: sounds,
            notifications: notifications, announcer: announcer, signals: signals, logger: core.logger)
    }

    private func set(times: [Duration], every: Duration? = nil, on id: StopwatchID? = nil) throws {
        try core.useCases.setAlerts.execute(StopwatchAlerts(times: times, interval: every), on: id)
    }

    @Test func aTimeReachedIsHeardSeenAndToldEverywhere() throws {
        try set(times: [Self.minute * 25])
        core.useCases.start.execute()
        var told = 0
        telling.changes.add { told += 1 }
        core.advance(by: Self.minute * 25)
        #expect(sounds.played == [.timeReached])
        #expect(
            notifications.alerts == [
                DesktopNotification(
                    title: "Stopwatch 1 reached 25:00", body: "alert at 25:00",
                    buttons: [
                        CommandButton(command: .targeted(.pause, "1"), title: "Pause"),
                        CommandButton(command: .targeted(.lap, "1"), title: "Lap"),
                    ])
            ])
        #expect(notifications.events.isEmpty, "the stopwatch's own notification is left alone")
        #expect(telling.banner?.message == "Stopwatch 1 reached 25:00")
        #expect(telling.banner?.detail == "alert at 25:00")
        #expect(telling.banner?.dismiss == CommandButton(command: .dismissAlert, title: "Dismiss"))
        #expect(announcer.texts == ["Stopwatch 1 reached 25 minutes, 0 seconds"])
        #expect(signals.signals == ["1 Stopwatch 1 1500000"])
        #expect(core.logger.messages(atLeast: .info).contains("alert reached: stopwatch 1 at 1500000 ms, 0 ms late"))
        #expect(telling.needsAttention)
        #expect(told == 1)
    }

    @Test func anIntervalRingsTheBellAndSaysHowOften() throws {
        try set(times: [], every: Self.minute * 90)
        core.useCases.start.execute()
        core.advance(by: Self.minute * 90)
        #expect(sounds.played == [.interval])
        #expect(notifications.alerts.map(\.title) == ["Stopwatch 1 reached 1:30:00"])
        #expect(notifications.alerts.map(\.body) == ["every 1 hour, 30 minutes"])
    }

    @Test func alertSoundOffPlaysNoneAndTellsTheRest() throws {
        settings.choose(.alertSound(false))
        #expect(source.saved?.playsAlertSound == false, "kept for the next run")
        try set(times: [Self.minute])
        core.useCases.start.execute()
        core.advance(by: Self.minute)
        #expect(sounds.played.isEmpty)
        #expect(notifications.alerts.count == 1)
        #expect(telling.banner != nil)
    }

    @Test func theWindowActiveAsksNoAttentionAndBecomingActiveEndsIt() throws {
        try set(times: [Self.minute, Self.minute * 2])
        core.useCases.start.execute()
        telling.windowActivityChanged(true)
        core.advance(by: Self.minute)
        #expect(!telling.needsAttention, "the user is in the window: the banner is enough")
        telling.windowActivityChanged(false)
        core.advance(by: Self.minute)
        #expect(telling.needsAttention)
        telling.windowActivityChanged(true)
        #expect(!telling.needsAttention)
        #expect(telling.banner?.message == "Stopwatch 1 reached 02:00", "the banner stays until dismissed")
        telling.dismiss()
        #expect(telling.banner == nil)
    }

    @Test func aClosedWindowAsksForAttentionEvenIfStillCalledActive() throws {
        try set(times: [Self.minute])
        core.useCases.start.execute()
        telling.windowActivityChanged(true)
        telling.windowSightChanged(.unseen)
        core.advance(by: Self.minute)
        #expect(telling.needsAttention)
        telling.windowSightChanged(.seen)
        #expect(!telling.needsAttention, "shown again and active: seen")
    }

    @Test func eachAlertReplacesTheBannerAndTheNotification() throws {
        try set(times: [Self.minute, Self.minute * 2])
        core.useCases.start.execute()
        core.advance(by: Self.minute)
        let first = try #require(telling.banner)
        core.advance(by: Self.minute)
        #expect(telling.banner?.number == first.number + 1)
        #expect(notifications.alerts.map(\.title) == ["Stopwatch 1 reached 01:00", "Stopwatch 1 reached 02:00"])
    }

    @Test func aMissedAlertIsToldWithWhenAndWithoutASound() throws {
        let savedAt = Duration.seconds(1_763_726_400)
        let stored = StopwatchCollectionSnapshot(
            members: [
                .init(
                    id: .first, name: "Focus",
                    snapshot: StopwatchSnapshot(status: .running, elapsed: Self.minute * 20, savedAt: savedAt, laps: []),
                    alerts: try StopwatchAlerts(times: [Self.minute * 25], interval: nil))
            ], currentID: .first)
        let core = CoreHarness(storedCollection: stored, wallClockNow: savedAt + Self.minute * 10)
        let telling = AlertTelling(
            alerts: core.alerts, store: core.store, settings: settings, localizer: SourceLocalizer(), sound: sounds,
            notifications: notifications, announcer: announcer, signals: signals, logger: core.logger)
        core.useCases.restore.execute()
        #expect(sounds.played.isEmpty, "past: no sound at the start")
        #expect(telling.banner?.message == "Focus reached 25:00")
        #expect(telling.banner?.detail == "Missed: it came due on 2025-11-21 12:05, while Stopwatch was closed")
        #expect(notifications.alerts.count == 1)
        #expect(
            core.logger.messages(atLeast: .info).contains(
                "alert reached: stopwatch 1 at 1500000 ms, missed at 1763726700000 ms since the epoch"))
    }

    @Test func withoutTheAlertServiceNothingIsTold() throws {
        let watching = AlertTelling(
            alerts: nil, store: core.store, settings: settings, localizer: SourceLocalizer(), sound: sounds,
            notifications: notifications, announcer: announcer, signals: signals, logger: core.logger)
        try set(times: [Self.minute])
        core.useCases.start.execute()
        core.advance(by: Self.minute)
        #expect(watching.banner == nil)
        #expect(sounds.played.count == 1, "the owner's telling (this suite's) rang once, the watcher did not")
    }
}
