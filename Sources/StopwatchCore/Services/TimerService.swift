/// Measures elapsed time from the clock and drives the ticker while it runs.
///
/// Elapsed time is `accumulated + (now − anchor)`, read from the ``MonotonicClock`` each time
/// it is asked for; it is never summed from ticks, so late or missed ticks cost nothing but
/// display freshness. The ticker runs exactly while the timer runs.
public final class TimerService {
    /// How often the display is refreshed while running (PRODUCT.md: 10 ms).
    public static let tickInterval: Duration = .milliseconds(10)

    private let clock: MonotonicClock
    private let ticker: Ticker
    private let tickInterval: Duration
    private let tickObservers = ObserverList<Void>()
    /// Elapsed time up to `anchor` (or in total, while stopped).
    private var accumulated: Duration = .zero
    /// Clock reading at which the timer last started; `nil` while stopped.
    private var anchor: Duration?

    public init(clock: MonotonicClock, ticker: Ticker, tickInterval: Duration = TimerService.tickInterval) {
        self.clock = clock
        self.ticker = ticker
        self.tickInterval = tickInterval
    }

    public var isRunning: Bool { anchor != nil }

    /// Elapsed time now; never less than what was accumulated, even if the clock misbehaves.
    public var elapsed: Duration {
        guard let anchor else { return accumulated }
        return accumulated + max(.zero, clock.now() - anchor)
    }

    /// Starts counting from `elapsed` and starts the ticker; does nothing if already running.
    public func start(from elapsed: Duration) {
        guard !isRunning else { return }
        accumulated = max(.zero, elapsed)
        anchor = clock.now()
        ticker.start(interval: tickInterval) { [weak self] in
            self?.tickObservers.notify(())
        }
    }

    /// Stops counting, keeps the elapsed time and stops the ticker; returns the elapsed time.
    @discardableResult
    public func stop() -> Duration {
        guard isRunning else { return accumulated }
        accumulated = elapsed
        anchor = nil
        ticker.stop()
        return accumulated
    }

    /// Stops, and sets the elapsed time to `elapsed` (zero on reset, the saved time on restore).
    public func reset(to elapsed: Duration = .zero) {
        stop()
        accumulated = max(.zero, elapsed)
    }

    /// Adds an observer called on every tick while running.
    @discardableResult
    public func addTickObserver(_ observer: @escaping () -> Void) -> ObserverToken {
        tickObservers.add { _ in observer() }
    }

    public func removeTickObserver(_ token: ObserverToken) {
        tickObservers.remove(token)
    }
}
