import StopwatchCore
import Testing

@Suite struct StopwatchStoreTests {
    @Test func anUpdateChangesTheStateAndNotifiesObservers() {
        let store = StopwatchStore()
        var seen: [StopwatchState] = []
        store.addObserver { seen.append($0) }
        store.update { $0.status = .running }
        #expect(store.state.status == .running)
        #expect(seen == [StopwatchState(status: .running)])
    }

    @Test func anUpdateThatChangesNothingNotifiesNobody() {
        let store = StopwatchStore()
        var calls = 0
        store.addObserver { _ in calls += 1 }
        store.update { $0.accumulated = .zero }
        #expect(calls == 0)
    }

    @Test func observersAreNotifiedInOrderAndCanBeRemoved() {
        let store = StopwatchStore()
        var calls: [String] = []
        let first = store.addObserver { _ in calls.append("first") }
        store.addObserver { _ in calls.append("second") }
        store.update { $0.accumulated = .seconds(1) }
        store.removeObserver(first)
        store.update { $0.accumulated = .seconds(2) }
        #expect(calls == ["first", "second", "second"])
    }

    @Test func anObserverRemovedDuringANotificationIsNotCalled() {
        let store = StopwatchStore()
        var calls: [String] = []
        var second: ObserverToken?
        store.addObserver { [weak store] _ in
            calls.append("first")
            store?.removeObserver(second!)
        }
        second = store.addObserver { _ in calls.append("second") }
        store.update { $0.accumulated = .seconds(1) }
        #expect(calls == ["first"])
    }

    @Test func anUpdateMadeByAnObserverReachesEveryoneAfterTheCurrentOne() {
        let store = StopwatchStore()
        var seen: [String] = []
        store.addObserver { [weak store] state in
            seen.append("a:\(state.accumulated)")
            if state.accumulated == .seconds(1) { store?.update { $0.accumulated = .seconds(2) } }
        }
        store.addObserver { state in seen.append("b:\(state.accumulated)") }
        store.update { $0.accumulated = .seconds(1) }
        #expect(seen == ["a:1.0 seconds", "b:1.0 seconds", "a:2.0 seconds", "b:2.0 seconds"])
    }
}
