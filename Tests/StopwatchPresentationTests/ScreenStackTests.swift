import StopwatchCore
import StopwatchTestSupport
import Testing

@testable import StopwatchPresentation

/// The screen stack alone: routes, where Back goes, what the navigator is told and when, and
/// which screen ViewModel the stopwatch and its ticks reach.
@MainActor @Suite struct ScreenStackTests {
    let core = CoreHarness()
    let navigator = FakeNavigator()
    let home: HomeViewModel
    let laps: LapsViewModel
    let screens: ScreenStack

    init() {
        home = HomeViewModel(localizer: SourceLocalizer(), state: core.state, elapsed: core.elapsed)
        laps = LapsViewModel(localizer: SourceLocalizer(), state: core.state, elapsed: core.elapsed)
        screens = ScreenStack(
            navigator: navigator, store: core.store, timer: core.timer, home: home, laps: laps,
            history: HistoryViewModel(localizer: SourceLocalizer(), useCases: core.useCases.history),
            titles: TitleMapper())
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
        screens.showHistory()
        #expect(screens.routes == [.home, .history])
        #expect(navigator.shown.last?.direction == .back)
    }

    @Test func lapsGoesWhenTheLapsDoShownOrUnderAnotherScreen() {
        core.prepare(.paused, laps: 3)
        screens.push(.laps)
        screens.push(.history)
        core.useCases.reset.execute()
        screens.stopwatchDidChange(core.state)
        #expect(screens.routes == [.home, .history])
        screens.pop()
        #expect(screens.route == .home)

        core.prepare(.paused, laps: 3)
        screens.push(.laps)
        core.useCases.reset.execute()
        screens.stopwatchDidChange(core.state)
        #expect(screens.routes == [.home])
        #expect(navigator.shown.last.map { ($0.route, $0.direction) } ?? (.laps, .forward) == (.home, .back))
    }

    @Test func ticksReachOnlyTheScreenShown() {
        core.prepare(.running)
        screens.stopwatchDidChange(core.state)
        let before = home.viewState.running
        screens.push(.history)
        core.advance(by: .seconds(2))
        screens.tick(core.state, elapsed: core.elapsed, isNewSecond: true)
        #expect(home.viewState.running == before)
        screens.pop()
        #expect(home.viewState.running != before)
        core.advance(by: .seconds(1))
        let shown = home.viewState.running
        screens.tick(core.state, elapsed: core.elapsed, isNewSecond: true)
        #expect(home.viewState.running != shown)
    }

    @Test func theScreenNamesFollowTheRoute() {
        #expect(screens.names(sessionTitle: "Monday").title == "Stopwatch")
        #expect(screens.names(sessionTitle: "Monday").label == "Home")
        screens.push(.history)
        screens.push(.session(SessionID(rawValue: 1)))
        #expect(screens.names(sessionTitle: "Monday") == ("Monday", "Monday"))
    }
}
