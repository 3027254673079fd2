import StopwatchPresentation

/// A navigator that keeps a route stack and records where it was sent.
public final class FakeNavigator: Navigator {
    public private(set) var stack: [Route] = [.home]
    public private(set) var history: [Route] = [.home]

    public init() {}

    public var currentRoute: Route { stack[stack.count - 1] }

    public func navigate(to route: Route) {
        guard route != currentRoute else { return }
        stack.append(route)
        history.append(route)
    }

    public func back() {
        guard stack.count > 1 else { return }
        stack.removeLast()
        history.append(currentRoute)
    }
}
