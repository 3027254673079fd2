import StopwatchCore

/// What every ViewModel offers a view: its current view state, and listeners told of each
/// new one. A frontend binds any screen to its ViewModel through this one shape.
public protocol ViewStatePublisher: AnyObject {
    associatedtype ViewState: Equatable

    var viewState: ViewState { get }

    /// Adds a listener, called with every new view state (not with the current one).
    @discardableResult
    func addListener(_ listener: @escaping (ViewState) -> Void) -> ObserverToken

    func removeListener(_ token: ObserverToken)
}

/// A view state that knows which of its changes are only the running time ticking on.
public protocol RunningTimeViewState: Equatable {
    /// Whether `other` shows the same screen but for the running time: what a tick changes.
    func differsOnlyInRunningTime(from other: Self) -> Bool
}

extension HomeViewModel: ViewStatePublisher {}
extension LapsViewModel: ViewStatePublisher {}
extension HomeViewState: RunningTimeViewState {}
extension LapsViewState: RunningTimeViewState {}
