import StopwatchCore
import Testing

@Suite struct ObserverListTests {
    @Test func observersAreCalledInTheOrderTheyWereAdded() {
        let list = ObserverList<Int>()
        var calls: [String] = []
        list.add { calls.append("a\($0)") }
        list.add { calls.append("b\($0)") }
        list.notify(1)
        #expect(calls == ["a1", "b1"])
    }

    @Test func aRemovedObserverIsNotCalled() {
        let list = ObserverList<Int>()
        var calls = 0
        let token = list.add { _ in calls += 1 }
        list.remove(token)
        list.remove(token)
        list.notify(1)
        #expect(calls == 0)
        #expect(list.isEmpty)
    }

    @Test func anObserverRemovedDuringANotificationIsNotCalledAgain() {
        let list = ObserverList<Int>()
        var calls: [String] = []
        var second: ObserverToken?
        list.add { [weak list] _ in
            calls.append("a")
            if let second { list?.remove(second) }
        }
        second = list.add { _ in calls.append("b") }
        list.add { _ in calls.append("c") }
        list.notify(1)
        list.notify(2)
        #expect(calls == ["a", "c", "a", "c"])
    }

    @Test func anObserverRemovingItselfIsNotCalledAgain() {
        let list = ObserverList<Int>()
        var calls = 0
        var token: ObserverToken?
        token = list.add { _ in
            calls += 1
            list.remove(token!)
        }
        list.notify(1)
        list.notify(2)
        #expect(calls == 1)
    }

    @Test func anObserverAddedDuringANotificationWaitsForTheNextOne() {
        let list = ObserverList<Int>()
        var calls: [String] = []
        list.add { [weak list] value in
            calls.append("a\(value)")
            if value == 1 { list?.add { calls.append("late\($0)") } }
        }
        list.notify(1)
        list.notify(2)
        #expect(calls == ["a1", "a2", "late2"])
    }
}
