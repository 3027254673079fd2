import StopwatchCore
import StopwatchTestSupport
import Testing

@testable import StopwatchPresentation

/// The window's mode alone, over the settings model and a stand-in for the screens: full
/// screen for the run, the compact window kept in the settings, Home before either.
@MainActor @Suite struct WindowModeTests {
    final class FakeScreens: ScreenNavigation {
        var routes: [Route] = [.home, .laps]
        var route: Route { routes[routes.count - 1] }
        func push(_ next: Route) { routes.append(next) }
        func pop() { if routes.count > 1 { routes.removeLast() } }
        func popToHome() { routes = [.home] }
    }

    let source = InMemorySettings()
    let settings: SettingsModel
    let screens = FakeScreens()
    let mode: WindowMode

    init() {
        settings = SettingsModel(source: source)
        mode = WindowMode(settings: settings, screens: screens)
    }

    @Test func fullScreenShowsHomeFirstAndLastsTheRun() {
        var told = 0
        mode.changes.add { told += 1 }
        mode.send(.toggleFullScreen)
        #expect(mode.viewState.isFullScreen && screens.routes == [.home])
        mode.send(.leaveFullScreen)
        mode.send(.leaveFullScreen)
        #expect(!mode.viewState.isFullScreen)
        #expect(told == 2, "left once")
        #expect(source.saveCount == 0, "full screen is for this run only")
    }

    @Test func compactShowsHomeFirstAndIsKeptInTheSettings() {
        mode.send(.toggleCompact)
        #expect(mode.viewState.isCompact && screens.routes == [.home])
        #expect(source.saved?.isCompact == true)
        screens.routes = [.home, .history]
        mode.send(.toggleCompact)
        #expect(!mode.viewState.isCompact)
        #expect(screens.routes == [.home, .history], "leaving compact goes nowhere")
    }

    @Test func compactSetFromOutsideShowsAtOnceAndIsRememberedAtStart() {
        var told = 0
        mode.changes.add { told += 1 }
        source.changeFromOutside(AppSettings(isCompact: true))
        #expect(mode.viewState.isCompact && told == 1)
        let next = WindowMode(settings: SettingsModel(source: source), screens: screens)
        #expect(next.viewState.isCompact)
    }
}
