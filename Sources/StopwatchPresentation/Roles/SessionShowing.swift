import StopwatchCore

/// What a part that works on the past session shown needs: the session, once read.
/// ``SessionViewModel`` is it.
@MainActor
public protocol SessionShowing: AnyObject {
    var session: Session? { get }
}
