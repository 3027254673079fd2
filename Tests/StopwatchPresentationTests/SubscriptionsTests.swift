import StopwatchCore
import StopwatchPresentation
import Testing

@MainActor @Suite struct SubscriptionsTests {
    /// An owner as the parts are: it listens, and keeps its tokens in its subscriptions.
    @MainActor final class Owner {
        private let subscriptions = Subscriptions()
        private(set) var heard: [Int] = []

        init(listeningTo lists: [ObserverList<Int>], optional: ObserverList<Int>?) {
            for list in lists {
                subscriptions.keep(list.add { [weak self] value in self?.heard.append(value) }, removedBy: list.remove)
            }
            subscriptions.keep(
                optional?.add { [weak self] value in self?.heard.append(-value) }, removedBy: { [optional] in optional?.remove($0) })
        }
    }

    @Test func theObserversGoWithTheirOwnerAndNoOtherDoes() {
        let first = ObserverList<Int>()
        let second = ObserverList<Int>()
        let stranger = first.add { _ in }
        var owner: Owner? = Owner(listeningTo: [first, second], optional: nil)
        first.notify(1)
        second.notify(2)
        #expect(owner?.heard == [1, 2])
        #expect(first.count == 2 && second.count == 1)
        owner = nil
        #expect(first.count == 1 && second.isEmpty, "the owner's observers outlived it")
        first.remove(stranger)
        #expect(first.isEmpty)
    }

    @Test func anOptionalSourceIsKeptWhenThereIsOne() {
        let list = ObserverList<Int>()
        var owner: Owner? = Owner(listeningTo: [], optional: list)
        list.notify(3)
        #expect(owner?.heard == [-3])
        owner = nil
        #expect(list.isEmpty)
    }

    @Test func aTokenKeptIsCounted() {
        let subscriptions = Subscriptions()
        let list = ObserverList<Void>()
        subscriptions.keep(list.add {}, removedBy: list.remove)
        subscriptions.keep(nil, removedBy: list.remove)
        #expect(subscriptions.count == 1)
    }
}
