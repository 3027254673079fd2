import StopwatchCore
import StopwatchTestSupport
import Testing

/// Several stopwatches: each its own state and laps, commands with a target, and creating,
/// renaming, removing (with undo), moving and switching as use cases, within the bounds.
@Suite struct StopwatchCollectionTests {
    let harness = CoreHarness()
    private var useCases: StopwatchUseCases { harness.useCases }
    private var collection: StopwatchCollection { harness.store.collection }
    private static let name: @Sendable (Int) -> String = { "Stopwatch \($0)" }

    @discardableResult
    private func create(_ name: String? = nil) -> StopwatchID {
        try! useCases.create.execute(name: name, defaultName: Self.name).get()
    }

    @Test func newStopwatchesGetTheNextFreeDefaultNameAndBecomeCurrent() {
        #expect(collection.members.map(\.name) == ["Stopwatch 1"])
        let second = create()
        #expect(collection.members.map(\.name) == ["Stopwatch 1", "Stopwatch 2"])
        #expect(collection.currentID == second)
        #expect(harness.store.state == .initial)
        useCases.rename.execute(second, to: "Stopwatch 3")
        create()
        #expect(collection.members.map(\.name) == ["Stopwatch 1", "Stopwatch 3", "Stopwatch 4"])
        #expect(harness.dataSource.saves.last?.members.map(\.name) == ["Stopwatch 1", "Stopwatch 3", "Stopwatch 4"])
    }

    @Test func twoStopwatchesRunAndLapIndependently() {
        let first = collection.currentID
        useCases.toggle.execute()
        harness.advance(by: .seconds(1))
        let second = create()
        useCases.toggle.execute()
        harness.advance(by: .seconds(2))
        useCases.lap.execute()
        useCases.lap.execute(on: first)
        harness.advance(by: .seconds(1))
        useCases.toggle.execute(on: first)
        let state = { (id: StopwatchID) in harness.store.collection[id]!.state }
        #expect(state(first).status == .paused && state(first).accumulated == .seconds(4))
        #expect(state(first).laps == LapHistory(durations: [.seconds(3)]))
        #expect(state(second).status == .running && state(second).elapsed(at: harness.timer.now) == .seconds(3))
        #expect(state(second).laps == LapHistory(durations: [.seconds(2)]))
        #expect(harness.store.state == state(second), "keys without a target act on the current one")
    }

    @Test func atMostAHundredStopwatches() {
        for _ in 2...100 { create() }
        #expect(collection.count == 100)
        #expect(useCases.create.execute(defaultName: Self.name) == .failure(.full))
        #expect(collection.count == 100)
    }

    @Test func namesAreTrimmedBoundedNeverEmptyAndUniqueIgnoringCase() {
        let tea = create("  Tea\n")
        #expect(collection[tea]?.name == "Tea")
        let eggs = create("Eggs")
        #expect(useCases.rename.execute(eggs, to: "tEA") == .failure(.name(.taken("Tea"))))
        #expect(useCases.rename.execute(eggs, to: "   ") == .failure(.name(.empty)))
        #expect(useCases.rename.execute(eggs, to: String(repeating: "é", count: 61)) == .failure(.name(.tooLong)))
        #expect(collection[eggs]?.name == "Eggs", "the old name stays")
        #expect(useCases.rename.execute(eggs, to: String(repeating: "é", count: 60)) == .success(String(repeating: "é", count: 60)))
        #expect(useCases.rename.execute(tea, to: "TEA") == .success("TEA"), "its own name in other letters")
        #expect(useCases.create.execute(name: "tea", defaultName: Self.name) == .failure(.name(.taken("TEA"))))
    }

    @Test func aNameOrAnIdTargetsAStopwatchFromOutside() {
        let tea = create("Tea")
        create("7")
        #expect(collection.member(targeted: "tea")?.id == tea)
        #expect(collection.member(targeted: String(tea.rawValue))?.id == tea)
        #expect(collection.member(targeted: "7")?.name == "7", "a name before an id")
        #expect(collection.member(targeted: "Coffee") == nil)
        #expect(collection.member(targeted: "99") == nil)
    }

    @Test func removingKeepsTheSessionInTheHistoryAndUndoPutsItBackAsItWasStillRunning() throws {
        let first = collection.currentID
        let tea = create("Tea")
        useCases.toggle.execute()
        harness.advance(by: .seconds(2))
        useCases.lap.execute()
        create("Eggs")
        useCases.select.execute(tea)
        let removed = try useCases.remove.execute().get()
        #expect(removed.index == 1 && removed.wasCurrent)
        #expect(collection.members.map(\.name) == ["Stopwatch 1", "Eggs"])
        #expect(collection.currentIndex == 1, "the next one becomes current")
        #expect(harness.historyDataSource.sessions.map(\.stopwatchName) == ["Tea"])
        #expect(harness.historyDataSource.sessions.first?.elapsed == .seconds(2))
        harness.advance(by: .seconds(3))
        #expect(useCases.undoRemove.execute(removed))
        #expect(collection.members.map(\.name) == ["Stopwatch 1", "Tea", "Eggs"])
        #expect(collection.currentID == tea)
        #expect(harness.timer.elapsed == .seconds(5), "it ran on while removed")
        #expect(harness.store.state.laps.count == 1)
        #expect(harness.historyDataSource.sessions.isEmpty)
        #expect(harness.dataSource.saves.last?.members.count == 3)
        _ = first
    }

    @Test func theLastStopwatchIsNeverRemovedAndAnUnusedOneLeavesNoSession() throws {
        #expect(useCases.remove.execute().map(\.index) == .failure(.lastStopwatch))
        create()
        _ = try useCases.remove.execute().get()
        #expect(collection.count == 1)
        #expect(harness.historyDataSource.sessions.isEmpty)
    }

    @Test func undoIsRefusedWhenTheNameWasTakenMeanwhile() throws {
        create("Tea")
        let removed = try useCases.remove.execute().get()
        create("TEA")
        #expect(!useCases.undoRemove.execute(removed))
        #expect(collection.members.map(\.name) == ["Stopwatch 1", "TEA"])
    }

    @Test func switchingGoesRoundAndMovingReorders() {
        let first = collection.currentID
        let second = create()
        let third = create()
        useCases.select.execute(collection.neighbour(1))
        #expect(collection.currentID == first)
        useCases.select.execute(collection.neighbour(-1))
        #expect(collection.currentID == third)
        useCases.move.execute(third, to: 0)
        #expect(collection.members.map(\.id) == [third, first, second])
        useCases.move.execute(third, to: 99)
        #expect(collection.members.map(\.id) == [first, second, third])
    }

    @Test func stateObserversHearTheCurrentOneOnlyAndOfASwitch() {
        let first = collection.currentID
        let second = create()
        var heard: [StopwatchStatus] = []
        var collections = 0
        harness.store.addObserver { heard.append($0.status) }
        harness.store.addCollectionObserver { _, _ in collections += 1 }
        useCases.toggle.execute(on: first)
        #expect(heard.isEmpty, "another stopwatch's change is not the current state's")
        #expect(collections == 1)
        useCases.select.execute(first)
        #expect(heard == [.running])
        useCases.select.execute(second)
        #expect(heard == [.running, .initial])
        #expect(collections == 3)
    }

    @Test func resetAndUndoActOnTheirTargetAndTheSessionIsNamed() throws {
        let tea = create("Tea")
        useCases.toggle.execute()
        harness.advance(by: .seconds(1))
        useCases.toggle.execute()
        useCases.select.execute(collection.neighbour(1))
        let session = try #require(useCases.reset.execute(on: tea))
        #expect(session.stopwatchName == "Tea")
        #expect(collection[tea]?.state == .initial)
        useCases.undoReset.execute(session, on: tea)
        #expect(collection[tea]?.state.accumulated == .seconds(1))
        #expect(harness.store.state == .initial, "the current one was not touched")
    }
}
