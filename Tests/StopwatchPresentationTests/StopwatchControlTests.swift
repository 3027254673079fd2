import StopwatchCore
import StopwatchTestSupport
import Testing

@testable import StopwatchPresentation

/// The stopwatch's own commands alone, over a core on a fake clock and a stand-in for the undo
/// notice: on the current stopwatch, or on one named from outside.
@MainActor @Suite struct StopwatchControlTests {
    final class FakeUndo: UndoRecording {
        var resets: [StopwatchID?] = []
        let useCases: StopwatchUseCases
        init(useCases: StopwatchUseCases) { self.useCases = useCases }
        func reset(on id: StopwatchID?) -> Bool {
            resets.append(id)
            return useCases.reset.execute(on: id ?? useCases.currentStopwatch) != nil
        }
        func remove(_ removed: RemovedStopwatch) {}
        func delete(_ session: Session) {}
    }

    let core = CoreHarness()
    let undo: FakeUndo
    let control: StopwatchControl

    init() {
        undo = FakeUndo(useCases: core.useCases)
        control = StopwatchControl(useCases: core.useCases, undo: undo)
    }

    @Test func theCurrentStopwatchStartsLapsPausesAndResetsThroughTheNotice() {
        var resets = 0
        control.resets.add { resets += 1 }
        control.send(.toggle)
        core.advance(by: .seconds(1))
        control.send(.lap)
        control.send(.toggle)
        #expect(core.state.status == .paused && core.state.laps.count == 1)
        control.send(.reset)
        #expect(core.state.status == .initial)
        #expect(undo.resets == [nil] && resets == 1)
        control.send(.reset)
        #expect(resets == 1, "nothing was reset: nothing to hear")
    }

    @Test func anotherStopwatchIsWorkedByItsIdAndItsResetIsNotHeard() {
        var resets = 0
        control.resets.add { resets += 1 }
        core.useCases.create.execute(defaultName: { "Stopwatch \($0)" })
        core.useCases.select.execute(.first)
        let second = StopwatchID(rawValue: 2)
        control.perform(.toggle, on: second)
        core.advance(by: .seconds(2))
        control.perform(.lap, on: second)
        control.perform(.toggle, on: second)
        control.perform(.reset, on: second)
        #expect(core.store.collection[second]?.state.status == .initial)
        #expect(core.state.status == .initial, "the current one is untouched")
        #expect(undo.resets == [second] && resets == 0)
    }
}
