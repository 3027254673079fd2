import StopwatchPresentation

/// A navigator that records what it was asked to show.
@MainActor
public final class FakeNavigator: Navigator {
    public private(set) var shown: [(route: Route, direction: NavigationDirection)] = []
    public private(set) var dialogs: [Dialog] = []
    /// Called with each screen as it is shown.
    public var onShow: ((Route) -> Void)?
    /// Called with each screen about to be left for another.
    public var onWillLeave: ((Route) -> Void)?

    public init() {}

    public func willLeave(_ route: Route) {
        onWillLeave?(route)
    }

    public func show(_ route: Route, direction: NavigationDirection) {
        shown.append((route, direction))
        onShow?(route)
    }

    public func present(_ dialog: Dialog) {
        dialogs.append(dialog)
    }
}
