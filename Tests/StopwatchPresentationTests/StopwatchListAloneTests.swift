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
    }

    final class FakeUndo: UndoRecording {
        var resets: [StopwatchID?] = []
        var removed: [String] = []
        let useCases: StopwatchUseCases
        init(useCases: StopwatchUseCases) { self.useCases = useCases }
        func reset(on id: StopwatchID?) -> Bool {
            resets.append(id)
            return useCases.reset.execute(on: id ?? useCases.currentStopwatch) != nil
        }
        func remove(_ removed: RemovedStopwatch) { self.removed.append(removed.member.name) }
    }

    final class FakeAnnouncements: SwitchAnnouncing {
        var switches = 0
        func didSwitch(elapsed: Duration) { switches += 1 }
    }

    let core = CoreHarness()
    let scheduler = ManualScheduler()
    let screens = FakeScreens()
    let undo: FakeUndo
    let announcements = FakeAnnouncements()
    let list: StopwatchListViewModel

    init() {
        undo = FakeUndo(useCases: core.useCases)
        list = StopwatchListViewModel(
            store: core.store, timer: core.timer, useCases: core.useCases, scheduler: scheduler, localizer: SourceLocalizer(),
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
        core.advance(by: .milliseconds(1_000))
        scheduler.advance(by: .milliseconds(1_001))
        #expect(state.rows[0].time == "00:01")
        list.windowSightChanged(.unseen)
        #expect(!list.isCounting)
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

    @Test func switchingMovingAndTheTargetedCommands() {
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
        list.send(.toggle(target: "stopwatch 3"))
        list.send(.lap(target: "3"))
        #expect(core.store.collection[StopwatchID(rawValue: 3)]?.state.laps.count == 1)
        list.send(.toggle(target: "3"))
        list.send(.reset(target: "Stopwatch 3"))
        #expect(undo.resets == [StopwatchID(rawValue: 3)])
        #expect(core.store.collection[StopwatchID(rawValue: 3)]?.state.status == .initial)
    }
}
