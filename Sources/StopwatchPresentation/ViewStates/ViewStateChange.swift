/// What changed in a view state, as its change listeners are told (``ViewStatePublisher``):
/// ordered, so that changes not yet drawn combine into the greatest.
public enum ViewStateChange: Comparable, Sendable {
    /// Only the running time moved on, within the second it showed.
    case runningTime
    /// Only the running time moved on, into a new second: the digits a reader follows changed,
    /// so a view that paces its frames draws this one at once.
    case runningTimeSecond
    /// Anything else (a lap, a pause, a new screen): the view renders the whole state.
    case everything
}
