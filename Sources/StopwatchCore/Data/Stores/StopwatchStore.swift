/// The single source of truth for the stopwatch: holds the ``StopwatchState`` and tells its
/// observers, synchronously and in order, each time it changes.
///
/// State changes go through ``update(_:)`` only. An update made by an observer while a
/// notification is under way is delivered after it, so every observer sees the states in
/// the order they happened.
public final class StopwatchStore {
    public private(set) var state: StopwatchState
    private let observers = ObserverList<StopwatchState>()
    private var isNotifying = false
    private var hasPendingNotification = false

    public init(state: StopwatchState = .initial) {
        self.state = state
    }

    /// The one update point: applies `change`, and notifies the observers if the state changed.
    public func update(_ change: (inout StopwatchState) -> Void) {
        let previous = state
        change(&state)
        guard state != previous else { return }
        notifyObservers()
    }

    /// Adds an observer, called with every new state from now on (not with the current one).
    @discardableResult
    public func addObserver(_ observer: @escaping (StopwatchState) -> Void) -> ObserverToken {
        observers.add(observer)
    }

    public func removeObserver(_ token: ObserverToken) {
        observers.remove(token)
    }

    private func notifyObservers() {
        guard !isNotifying else {
            hasPendingNotification = true
            return
        }
        isNotifying = true
        defer { isNotifying = false }
        repeat {
            hasPendingNotification = false
            observers.notify(state)
        } while hasPendingNotification
    }
}
