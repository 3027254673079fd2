import StopwatchCore

/// What every ViewModel offers a view: its current view state, and listeners told of each
/// new one. A frontend binds any screen to its ViewModel through this one shape.
@MainActor
public protocol ViewStatePublisher: AnyObject {
    associatedtype ViewState: Equatable
    /// Where the view state is kept and published from.
    var states: ViewStateChannel<ViewState> { get }
}

extension ViewStatePublisher {
    public var viewState: ViewState { states.value }

    /// Adds a listener, called with every new view state (not with the current one): while
    /// there is one, the running time is mapped on every tick.
    @discardableResult
    public func addListener(_ listener: @escaping (ViewState) -> Void) -> ObserverToken {
        states.addListener(listener)
    }

    /// Adds a listener told *that* the view state changed, and what changed; it reads
    /// ``viewState`` when it draws. The running time is then mapped only when read: a
    /// frontend drawing 13 frames a second maps 13 of the 100 ticks.
    @discardableResult
    public func addChangeListener(_ listener: @escaping (ViewStateChange) -> Void) -> ObserverToken {
        states.addChangeListener(listener)
    }

    public func removeListener(_ token: ObserverToken) {
        states.removeListener(token)
    }
}

/// A view state and its listeners: publishing a state equal to the current one tells no one.
/// Read-only outside the presentation layer: a frontend reads and listens to it (it is a
/// ``ViewStatePublisher`` of its own), and only the ViewModel that owns it publishes.
///
/// The running time is published as a step (``publishRunningTime(_:isNewSecond:)``) run when the state is
/// next read, or at once for the listeners that take every state.
@MainActor
public final class ViewStateChannel<State: Equatable>: ViewStatePublisher {
    private var stored: State
    /// Brings `stored` to the latest running time, returning whether anything shown changed.
    /// It maps from any earlier running time, so a newer step replaces one never run.
    private var pendingStep: ((inout State) -> Bool)?
    private let listeners = ObserverList<State>()
    private let changeListeners = ObserverList<ViewStateChange>()

    public init(_ initial: State) {
        stored = initial
    }

    public var states: ViewStateChannel<State> { self }

    /// The current view state.
    public var value: State {
        runPendingStep()
        return stored
    }

    /// Makes `state` the current view state and tells the listeners, if it changed; a caller
    /// that compared the part it changed says so, and the whole state is not compared again.
    func publish(_ state: State, knownToDiffer: Bool = false) {
        pendingStep = nil
        guard knownToDiffer || state != stored else { return }
        stored = state
        listeners.notify(state)
        changeListeners.notify(.everything)
    }

    /// Changes the view state in place, so that what stays is neither copied nor compared,
    /// and tells the listeners if `change` says it changed anything.
    func update(_ change: (inout State) -> Bool) {
        pendingStep = nil
        guard change(&stored) else { return }
        listeners.notify(stored)
        changeListeners.notify(.everything)
    }

    /// The running time moved on, into a new second or not: `step` brings the state to it when
    /// the state is read.
    func publishRunningTime(_ step: @escaping (inout State) -> Bool, isNewSecond: Bool) {
        pendingStep = step
        if !listeners.isEmpty {
            guard runPendingStep() else { return }
            listeners.notify(stored)
        }
        changeListeners.notify(isNewSecond ? .runningTimeSecond : .runningTime)
    }

    @discardableResult
    public func addListener(_ listener: @escaping (State) -> Void) -> ObserverToken {
        listeners.add(listener)
    }

    @discardableResult
    public func addChangeListener(_ listener: @escaping (ViewStateChange) -> Void) -> ObserverToken {
        changeListeners.add(listener)
    }

    /// Removes a listener of either kind.
    public func removeListener(_ token: ObserverToken) {
        listeners.remove(token)
        changeListeners.remove(token)
    }

    @discardableResult
    private func runPendingStep() -> Bool {
        guard let step = pendingStep else { return false }
        pendingStep = nil
        return step(&stored)
    }
}
