/// A handle for removing an observer added to an ``ObserverList``.
public struct ObserverToken: Hashable, Sendable {
    @usableFromInline let id: Int

    @usableFromInline init(id: Int) {
        self.id = id
    }
}

/// Observers called synchronously, in the order they were added.
///
/// An observer removed while a notification is under way is not called again, not even by
/// that notification; one added while it is under way is called from the next one on.
///
/// Notifying is inlinable: it runs on every tick from other modules, which then specialise it
/// for their value type instead of going through generic metadata at run time.
public final class ObserverList<Value> {
    /// A struct, not a tuple: a generic tuple's metadata is looked up at run time, on every
    /// notification.
    @usableFromInline struct Entry {
        @usableFromInline let id: Int
        @usableFromInline let call: (Value) -> Void

        @usableFromInline init(id: Int, call: @escaping (Value) -> Void) {
            self.id = id
            self.call = call
        }
    }

    @usableFromInline var observers: [Entry] = []
    private var nextID = 0

    public init() {}

    @inlinable public var isEmpty: Bool { observers.isEmpty }
    @inlinable public var count: Int { observers.count }

    /// Adds `observer` after the ones already there.
    @discardableResult
    public func add(_ observer: @escaping (Value) -> Void) -> ObserverToken {
        nextID += 1
        observers.append(Entry(id: nextID, call: observer))
        return ObserverToken(id: nextID)
    }

    /// Removes the observer `token` stands for; removing it twice does nothing.
    public func remove(_ token: ObserverToken) {
        observers.removeAll { $0.id == token.id }
    }

    /// Calls every observer with `value`, each after checking it is still registered.
    @inlinable
    public func notify(_ value: Value) {
        let snapshot = observers
        var index = 0
        while index < snapshot.count {
            let observer = snapshot[index]
            if isRegistered(observer.id, near: index) { observer.call(value) }
            index += 1
        }
    }

    @inlinable
    func isRegistered(_ id: Int, near index: Int) -> Bool {
        // Usually nothing was removed, so the entry still sits where the snapshot had it.
        if index < observers.count, observers[index].id == id { return true }
        return observers.contains { $0.id == id }
    }
}
