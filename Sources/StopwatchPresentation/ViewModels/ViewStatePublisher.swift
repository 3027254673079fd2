import StopwatchCore

/// What every ViewModel offers a view: its current view state, and listeners told of each
/// new one. A frontend binds any screen to its ViewModel through this one shape.
public protocol ViewStatePublisher: AnyObject {
    associatedtype ViewState: Equatable
    /// Where the view state is kept and published from.
    var states: ViewStateChannel<ViewState> { get }
}

extension ViewStatePublisher {
    public var viewState: ViewState { states.value }

    /// Adds a listener, called with every new view state (not with the current one).
    @discardableResult
    public func addListener(_ listener: @escaping (ViewState) -> Void) -> ObserverToken {
        states.addListener(listener)
    }

    public func removeListener(_ token: ObserverToken) {
        states.removeListener(token)
    }
}

/// A view state and its listeners: publishing a state equal to the current one tells no one.
public final class ViewStateChannel<State: Equatable> {
    public private(set) var value: State
    private let listeners = ObserverList<State>()

    public init(_ initial: State) {
        value = initial
    }

    /// Makes `state` the current view state and tells the listeners, if it changed; a caller
    /// that compared the part it changed says so, and the whole state is not compared again.
    public func publish(_ state: State, knownToDiffer: Bool = false) {
        guard knownToDiffer || state != value else { return }
        value = state
        listeners.notify(state)
    }

    /// Changes the current view state in place and publishes the result.
    public func update(_ change: (inout State) -> Void) {
        var state = value
        change(&state)
        publish(state)
    }

    @discardableResult
    public func addListener(_ listener: @escaping (State) -> Void) -> ObserverToken {
        listeners.add(listener)
    }

    public func removeListener(_ token: ObserverToken) {
        listeners.remove(token)
    }
}

/// A view state that knows which of its changes are only the running time ticking on.
public protocol RunningTimeViewState: Equatable {
    /// Whether `other` shows the same screen but for the running time: what a tick changes.
    func differsOnlyInRunningTime(from other: Self) -> Bool
}
