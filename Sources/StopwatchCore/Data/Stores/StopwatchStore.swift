/// The single source of truth for the stopwatches: holds the ``StopwatchCollection`` and
/// tells its observers, synchronously and in order, each time it changes.
///
/// Most of the app shows the current stopwatch alone: its ``state`` observers are told when
/// that state changes, or another stopwatch becomes current. The list of stopwatches
/// observes the whole collection.
///
/// Changes go through the `update` methods only. An update made by an observer while a
/// notification is under way is delivered after it, so every observer sees the states in
/// the order they happened.
public final class StopwatchStore {
    public private(set) var collection: StopwatchCollection
    private let observers = ObserverList<StopwatchState>()
    private let collectionObservers = ObserverList<(StopwatchCollection, StopwatchChange)>()
    private var isNotifying = false
    private var pending: (state: Bool, change: StopwatchChange?) = (false, nil)

    public init(collection: StopwatchCollection = StopwatchCollection()) {
        self.collection = collection
    }

    /// A collection of one stopwatch in `state`.
    public convenience init(state: StopwatchState) {
        self.init(collection: StopwatchCollection(single: NamedStopwatch(id: .first, name: "Stopwatch 1", state: state)))
    }

    /// The current stopwatch's state.
    public var state: StopwatchState { collection.currentState }

    /// Applies `change` to the current stopwatch's state.
    public func update(_ change: (inout StopwatchState) -> Void) {
        update(collection.currentID, change)
    }

    /// Applies `change` to the state of the stopwatch `id`, if there is one.
    public func update(_ id: StopwatchID, _ change: (inout StopwatchState) -> Void) {
        switch collection.updateState(of: id, change) {
        case .none: return
        case .laps: notifyObservers(stateChanged: id == collection.currentID, change: .laps(id))
        case .status: notifyObservers(stateChanged: id == collection.currentID, change: .status(id))
        }
    }

    /// Applies `change` to the collection: adding, renaming, removing, moving, switching.
    public func updateCollection(_ change: (inout StopwatchCollection) -> Void) {
        let previous = collection
        change(&collection)
        guard collection != previous else { return }
        notifyObservers(stateChanged: previous.currentID != collection.currentID || previous.currentState != state, change: .list)
    }

    /// Adds an observer of the current stopwatch's state, called with every new state from
    /// now on (not with the current one).
    @discardableResult
    public func addObserver(_ observer: @escaping (StopwatchState) -> Void) -> ObserverToken {
        observers.add(observer)
    }

    public func removeObserver(_ token: ObserverToken) {
        observers.remove(token)
    }

    /// Adds an observer of the whole collection, called after the state observers with the
    /// collection and what changed.
    @discardableResult
    public func addCollectionObserver(_ observer: @escaping (StopwatchCollection, StopwatchChange) -> Void) -> ObserverToken {
        collectionObservers.add { observer($0.0, $0.1) }
    }

    public func removeCollectionObserver(_ token: ObserverToken) {
        collectionObservers.remove(token)
    }

    private func notifyObservers(stateChanged: Bool, change: StopwatchChange) {
        pending.state = pending.state || stateChanged
        pending.change = pending.change.map { $0.merged(with: change) } ?? change
        guard !isNotifying else { return }
        isNotifying = true
        defer { isNotifying = false }
        while pending.state || pending.change != nil {
            let (state, change) = pending
            pending = (false, nil)
            if state { observers.notify(self.state) }
            if let change { collectionObservers.notify((collection, change)) }
        }
    }
}
