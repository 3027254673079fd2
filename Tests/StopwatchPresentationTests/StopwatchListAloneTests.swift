import StopwatchCore
import StopwatchTestSupport
import Testing

@testable import StopwatchPresentation

/// The list of stopwatches alone, over a core on a fake clock, with stand-ins for the screens,
/// the undo notice and what is heard: placement, rows and their seconds, every list command.
@MainActor @Suite struct StopwatchListAloneTests {
    final class FakeScreens: ScreenNavigation {
        var routes: [Route] = [.home]
        var route: Route { routes[routes.count - 1] }
        func push(_ next: Route) { routes.append(next) }
        func pop() { if routes.count > 1 { routes.removeLast() } }
        func popToHome() { routes = [.home] }
    }

    final class FakeUndo: UndoRecording {
        var removed: [String] = []
        func reset(on id: StopwatchID?) -> Bool { false }
        func remove(_ removed: RemovedStopwatch) { self.removed.append(removed.member.name) }
        func delete(_ session: Session) {}
    }

    final class FakeAnnouncements: SwitchAnnouncing {
        var switches = 0
        func didSwitch(elapsed: Duration) { switches += 1 }
    }

    let core = CoreHarness()
    let screens = FakeScreens()
    let undo: FakeUndo
    let announcements = FakeAnnouncements()
    let list: StopwatchListViewModel

    init() {
        undo = FakeUndo()
        list = StopwatchListViewModel(
            store: core.store, timer: core.timer, useCases: core.useCases, deadlines: core.deadlines, localizer: SourceLocalizer(),
            undo: undo, screens: screens, announcements: announcements)
    }

    var state: StopwatchListViewState { list.viewState }

    @Test func oneStopwatchShowsNoListAndASecondBringsItToldToEveryListener() {
        var told = (0, 0)
        list.changes.add { told.0 += 1 }
        list.changes.add { told.1 += 1 }
        #expect(state.placement == .none && state.rows.isEmpty)
        list.send(.new)
        #expect(state.placement == .beside)
        #expect(state.rows.map(\.name) == ["Stopwatch 1", "Stopwatch 2"])
        #expect(state.rows.map(\.isCurrent) == [false, true])
        #expect(announcements.switches == 1)
        #expect(told == (1, 1), "the count changed: every listener is told once")
    }

    @Test func aNarrowWindowPutsTheListOnAScreenOfItsOwnAndChoosingOneLeavesIt() {
        list.send(.new)
        list.windowWidthChanged(isNarrow: true)
        #expect(state.placement == .screen)
        list.send(.show)
        #expect(screens.route == .stopwatches)
        list.send(.select(.first))
        #expect(screens.route == .home)
        #expect(core.store.collection.current.name == "Stopwatch 1")
    }

    @Test func rowsCountSecondsOnlyWhileOneRunsAndTheWindowIsSeen() {
        core.useCases.toggle.execute()
        list.send(.new)
        #expect(list.isCounting)
        core.advance(by: .milliseconds(999))
        #expect(state.rows[0].time == "00:00")
        core.advance(by: .milliseconds(1))
        #expect(state.rows[0].time == "00:01", "on the turn of the second")
        list.windowSightChanged(.unseen)
        #expect(!list.isCounting)
        #expect(!core.deadlines.isWaiting, "nothing wakes the app for an unseen list")
        list.windowSightChanged(.seen)
        #expect(list.isCounting)
    }

    @Test func renamingSaysWhyANameIsRefusedAndKeepsTheOldOne() {
        list.send(.new)
        list.send(.rename)
        #expect(state.renaming == core.store.collection.currentID)
        list.send(.name("stopwatch 1"))
        #expect(state.renameProblem?.contains("Stopwatch 1") == true, "\(state.renameProblem ?? "none")")
        #expect(core.store.collection.current.name == "Stopwatch 2")
        list.send(.name("Tea"))
        #expect(state.renaming == nil && core.store.collection.current.name == "Tea")
    }

    @Test func removingGoesToTheUndoNoticeAndTheLastButOneTakesTheListAway() {
        list.send(.new)
        list.send(.remove)
        #expect(undo.removed == ["Stopwatch 2"])
        #expect(state.placement == .none)
    }

    @Test func switchingAndMoving() {
        list.send(.new)
        list.send(.new)
        list.send(.switchTo(1))
        #expect(core.store.collection.current.name == "Stopwatch 1")
        list.send(.switchTo(9))
        #expect(core.store.collection.current.name == "Stopwatch 1", "no ninth: nothing")
        list.send(.next)
        #expect(core.store.collection.current.name == "Stopwatch 2")
        list.send(.moveUp)
        #expect(core.store.collection.map(\.name) == ["Stopwatch 2", "Stopwatch 1", "Stopwatch 3"])
        list.send(.previous)
        #expect(core.store.collection.current.name == "Stopwatch 3", "round the list")
        list.send(.moveDown)
        #expect(core.store.collection.map(\.name) == ["Stopwatch 2", "Stopwatch 1", "Stopwatch 3"], "the last stays last")
    }

    @Test func theRowsWakeOnTheSecondsOfTheCurrentOneOrElseOfTheFirstRunning() {
        list.send(.new)
        let second = core.store.collection.currentID
        core.useCases.toggle.execute(on: .first)
        #expect(list.isCounting, "the current one does not run: the first running one paces the rows")
        core.advance(by: .milliseconds(300))
        core.useCases.toggle.execute(on: second)
        core.advance(by: .milliseconds(700))
        #expect(state.rows.map(\.time) == ["00:00", "00:00"], "the current one paces them now, its second has not turned")
        core.advance(by: .milliseconds(300))
        #expect(state.rows.map(\.time) == ["00:01", "00:01"])
        #expect(core.scheduler.waitingCount == 1)
    }
}
