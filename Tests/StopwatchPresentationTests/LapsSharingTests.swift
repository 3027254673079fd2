import StopwatchCore
import StopwatchTestSupport
import Testing

@testable import StopwatchPresentation

/// Copying and exporting alone, over a core on a fake clock, the settings model, recording
/// platform services and stand-ins for the screens and the session shown: the laps of the
/// screen shown, copied to the precision chosen, exported in milliseconds.
@MainActor @Suite struct LapsSharingTests {
    final class FakeScreens: ScreenNavigation {
        var route: Route = .home
        func push(_ next: Route) { route = next }
        func pop() { route = .home }
        func popToHome() { route = .home }
    }

    final class FakeSessions: SessionShowing {
        var session: Session?
    }

    let core = CoreHarness()
    let platform = FakePlatformServices()
    let settings = SettingsModel(source: nil)
    let screens = FakeScreens()
    let sessions = FakeSessions()
    let sharing: LapsSharing

    init() {
        sharing = LapsSharing(
            platform: platform, localizer: SourceLocalizer(), store: core.store, settings: settings, screens: screens,
            sessions: sessions)
        core.prepare(.paused, laps: 2)
    }

    @Test func onAStopwatchScreenTheStopwatchsLapsAreCopied() {
        sharing.send(.copy)
        #expect(platform.clipboard?.split(separator: "\n").map { $0.prefix(13) } == ["Lap  Lap time", "1    00:01.00", "2    00:01.00"])
    }

    @Test func onAPastSessionsScreenItsLapsAreExportedInMilliseconds() throws {
        sessions.session = Session(
            id: SessionID(rawValue: 3), startedAt: .seconds(1_763_726_400), elapsed: .seconds(10),
            laps: LapHistory(durations: [.milliseconds(4_321), .milliseconds(5_000), .milliseconds(679)]))
        screens.route = .session(SessionID(rawValue: 3))
        sharing.send(.export)
        let file = try #require(platform.savedFiles.first)
        let rows = file.contents.split(separator: "\n").prefix(4)
        let firstTwoColumns = rows.dropFirst().map { (row: Substring) -> String in
            row.split(separator: ",").prefix(2).joined(separator: ",")
        }
        #expect(firstTwoColumns == ["1,4321", "2,5000", "3,679"])
    }

    @Test func whatIsCopiedFollowsThePrecisionChosen() {
        settings.choose(.precision(.tenths))
        sharing.send(.copy)
        #expect(platform.clipboard?.split(separator: "\n").dropFirst().map { $0.split(separator: " ")[1] } == ["00:01.0", "00:01.0"])
        #expect(platform.clipboard?.contains("00:01.00") == false)
    }
}
