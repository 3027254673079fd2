/// A repeating tick that tells the core to refresh what is shown.
///
/// Ticks carry no time: elapsed time always comes from the ``MonotonicClock``, so a late or
/// skipped tick changes nothing but how fresh the display is.
public protocol Ticker: AnyObject {
    /// Starts calling `onTick` every `interval`, replacing any tick already running.
    func start(interval: Duration, onTick: @escaping () -> Void)
    /// Stops the ticks; none is delivered after this returns.
    func stop()
}
