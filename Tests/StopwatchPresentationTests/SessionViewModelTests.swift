import StopwatchCore
import StopwatchTestSupport
import Testing

@testable import StopwatchPresentation

/// A past session's ViewModel alone, over the history in memory, the settings model and
/// stand-ins for the screens and the undo notice: opening, reading, deleting, and the
/// precision chosen.
@MainActor @Suite struct SessionViewModelTests {
    final class FakeScreens: ScreenNavigation {
        var routes: [Route] = [.home, .history]
        var route: Route { routes[routes.count - 1] }
        func push(_ next: Route) { routes.append(next) }
        func pop() { if routes.count > 1 { routes.removeLast() } }
        func popToHome() { routes = [.home] }
    }

    final class FakeUndo: UndoRecording {
        var deleted: [SessionID] = []
        func reset(on id: StopwatchID?) -> Bool { false }
        func remove(_ removed: RemovedStopwatch) {}
        func delete(_ session: Session) { deleted.append(session.id) }
    }

    let core = CoreHarness()
    let screens = FakeScreens()
    let undo = FakeUndo()
    let settings = SettingsModel(source: nil)
    let viewModel: SessionViewModel
    let stored = Session(
        id: SessionID(rawValue: 7), startedAt: .seconds(1_763_726_400), elapsed: .milliseconds(4_567),
        laps: LapHistory(durations: [.milliseconds(1_234), .milliseconds(2_345)]))

    init() {
        core.historyDataSource.add(stored) { _ in }
        viewModel = SessionViewModel(
            localizer: SourceLocalizer(), useCases: core.useCases.history, settings: settings, screens: screens, undo: undo)
    }

    @Test func openingShowsItsScreenThenTheSessionOnceReadAndTellsSo() {
        core.historyDataSource.deliversAtOnce = false
        var told = 0
        viewModel.changes.add { told += 1 }
        viewModel.send(.open(stored.id))
        #expect(screens.route == .session(stored.id))
        #expect(viewModel.viewState.content == .loading)
        #expect(told == 0)
        core.historyDataSource.deliver()
        #expect(told == 1)
        #expect(viewModel.session == stored)
        guard case .session(let summary, _, _, let laps, _) = viewModel.viewState.content else {
            Issue.record("no session shown")
            return
        }
        #expect(summary == "Total 00:04.56 · 2 laps")
        #expect(laps.count == 2 && laps[0].lapTime == "00:02.34")
    }

    @Test func aSessionNoLongerThereSaysSo() {
        viewModel.send(.open(SessionID(rawValue: 99)))
        #expect(viewModel.session == nil)
        guard case .placeholder(let title, _) = viewModel.viewState.content else {
            Issue.record("no placeholder")
            return
        }
        #expect(title == "Session Not Found")
    }

    @Test func deletingGoesToTheUndoNoticeAndBackToTheHistory() {
        viewModel.send(.open(stored.id))
        viewModel.send(.delete)
        #expect(undo.deleted == [stored.id])
        #expect(screens.route == .history)
    }

    @Test func thePrecisionChosenShowsAtOnce() {
        viewModel.send(.open(stored.id))
        settings.choose(.precision(.seconds))
        guard case .session(let summary, _, _, let laps, _) = viewModel.viewState.content else {
            Issue.record("no session shown")
            return
        }
        #expect(summary == "Total 00:04 · 2 laps")
        #expect(laps[0].lapTime == "00:02")
    }
}
