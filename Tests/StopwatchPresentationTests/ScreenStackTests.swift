import StopwatchCore
import StopwatchTestSupport
import Testing

@testable import StopwatchPresentation

/// The screen stack alone: routes, where Back goes, what the navigator is told and when,
/// which screen ViewModel the stopwatch and its running time reach, the windows over them,
/// and the time style the screens follow.
@MainActor @Suite struct ScreenStackTests {
    let core = CoreHarness()
    let navigator = FakeNavigator()
    let settings = SettingsModel(source: nil)
    let home: HomeViewModel
    let laps: LapsViewModel
    let screens: ScreenStack

    init() {
        home = HomeViewModel(localizer: SourceLocalizer(), state: core.state, elapsed: core.elapsed)
        laps = LapsViewModel(localizer: SourceLocalizer(), state: core.state, elapsed: core.elapsed)
        screens = ScreenStack(
            navigator: navigator, store: core.store, timer: core.timer, settings: settings, home: home, laps: laps,
            history: HistoryViewModel(localizer: SourceLocalizer(), useCases: core.useCases.history),
            totals: TotalsViewModel(
                totals: core.useCases.totals, deadlines: core.deadlines, platform: FakePlatformServices(), store: core.store,
                localizer: SourceLocalizer()),
            localizer: SourceLocalizer())
    }

    private func refresh(isNewSecond: Bool = true) {
        screens.refresh(RunningTimeRefresh(state: core.state, elapsed: core.elapsed, isNewSecond: isNewSecond))
    }

    @Test func pushAndPopTellTheNavigatorWhichWayAndBackStopsAtHome() {
        screens.push(.laps)
        screens.push(.history)
        screens.pop()
        screens.pop()
        screens.pop()
        #expect(screens.routes == [.home])
        #expect(navigator.shown.map(\.route) == [.laps, .history, .laps, .home])
        #expect(navigator.shown.map(\.direction) == [.forward, .forward, .back, .back])
    }

    @Test func willShowComesAfterTheRouteChangedAndBeforeTheNavigatorShowsIt() {
        var seen: [(Route, Int)] = []
        screens.willShow.add { [weak screens, navigator] in seen.append((screens?.route ?? .home, navigator.shown.count)) }
        screens.push(.history)
        screens.pop()
        #expect(seen.map(\.0) == [.history, .home])
        #expect(seen.map(\.1) == [0, 1])
    }

    @Test func historyFromASessionGoesBackToIt() {
        screens.push(.history)
        screens.push(.session(SessionID(rawValue: 7)))
        screens.send(.showHistory)
        #expect(screens.routes == [.home, .history])
        #expect(navigator.shown.last?.direction == .back)
    }

    @Test func lapsGoesWhenTheLapsDoShownOrUnderAnotherScreen() {
        core.prepare(.paused, laps: 3)
        screens.push(.laps)
        screens.push(.history)
        core.useCases.reset.execute()
        #expect(screens.routes == [.home, .history], "the store told it")
        screens.pop()
        #expect(screens.route == .home)

        core.prepare(.paused, laps: 3)
        screens.push(.laps)
        core.useCases.reset.execute()
        #expect(screens.routes == [.home])
        #expect(navigator.shown.last.map { ($0.route, $0.direction) } ?? (.laps, .forward) == (.home, .back))
    }

    @Test func theRunningTimeReachesOnlyTheScreenShown() {
        core.prepare(.running)
        let before = home.viewState.running
        screens.push(.history)
        core.advance(by: .seconds(2))
        refresh()
        #expect(home.viewState.running == before)
        screens.pop()
        #expect(home.viewState.running != before)
        core.advance(by: .seconds(1))
        let shown = home.viewState.running
        refresh()
        #expect(home.viewState.running != shown)
    }

    @Test func theScreenNamesFollowTheRoute() {
        #expect(screens.shown(sessionTitle: "Monday") == ShownScreen(route: .home, title: "Stopwatch", label: "Home"))
        screens.push(.history)
        let session = Route.session(SessionID(rawValue: 1))
        screens.push(session)
        #expect(screens.shown(sessionTitle: "Monday") == ShownScreen(route: session, title: "Monday", label: "Monday"))
    }

    @Test func theWindowsOverTheScreensAreTheNavigatorsToPresent() {
        screens.send(.showShortcuts)
        screens.send(.showAbout)
        #expect(navigator.dialogs.count == 2)
        guard case .about(let about) = navigator.dialogs.last else {
            Issue.record("no About")
            return
        }
        #expect(about.name == "Stopwatch")
        #expect(screens.routes == [.home], "no screen changed")
    }

    @Test func anotherTimeStyleShowsOnTheScreensAtOnce() {
        core.prepare(.running, laps: 3)
        core.advance(by: .milliseconds(1_234))
        screens.push(.laps)
        settings.choose(.precision(.tenths))
        #expect(home.viewState.running.time.text == "00:04.7", "a hidden screen too")
        #expect(laps.viewState.running.time.text == "00:04.7")
        settings.choose(.bigNumber(.lap))
        #expect(home.viewState.running.time.text == "00:01.7")
        #expect(home.viewState.running.totalBeneathLine == "Total 00:04.7")
    }
}
