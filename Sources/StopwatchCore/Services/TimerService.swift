/// Reads elapsed time from the clock, and drives the ticker exactly while the stopwatch runs.
///
/// Elapsed time is derived from the store's state and the ``MonotonicClock`` each time it is
/// asked for (``StopwatchState/elapsed(at:)``); it is never summed from ticks, so late or
/// missed ticks cost nothing but display freshness. A tick carries no time: it tells the
/// observers that what they show may have moved on.
public final class TimerService {
    /// How often the display is refreshed while running: 10 ms.
    public static let tickInterval: Duration = .milliseconds(10)

    private let clock: MonotonicClock
    private let ticker: Ticker
    private let store: StopwatchStore
    private let tickInterval: Duration
    /// The interval the ticker was started with last.
    private var startedInterval: Duration?
    private let tickObservers = ObserverList<Void>()
    private var storeToken: ObserverToken?
    public private(set) var isTicking = false

    public init(clock: MonotonicClock, ticker: Ticker, store: StopwatchStore, tickInterval: Duration = TimerService.tickInterval) {
        self.clock = clock
        self.ticker = ticker
        self.store = store
        self.tickInterval = tickInterval
        storeToken = store.addObserver { [weak self] state in self?.updateTicker(for: state.status) }
        updateTicker(for: store.state.status)
    }

    deinit {
        if let storeToken { store.removeObserver(storeToken) }
        if isTicking { ticker.stop() }
    }

    /// The monotonic clock's reading now.
    public var now: Duration { clock.now() }

    /// The stopwatch's elapsed time now.
    public var elapsed: Duration { store.state.elapsed(at: clock.now()) }

    /// Adds an observer called on every tick while running.
    @discardableResult
    public func addTickObserver(_ observer: @escaping () -> Void) -> ObserverToken {
        tickObservers.add { _ in observer() }
    }

    public func removeTickObserver(_ token: ObserverToken) {
        tickObservers.remove(token)
    }

    /// The next tick comes after `delay`, not the regular interval: a display that changes
    /// only on whole seconds asks for a tick at the next one, each time, and nothing between.
    /// Nothing while not running; a start ticks at the regular interval again.
    public func tickNext(after delay: Duration) {
        guard isTicking else { return }
        start(interval: max(.milliseconds(1), delay))
    }

    /// Back to a tick every regular interval, if ``tickNext(after:)`` changed it.
    public func tickSteadily() {
        guard isTicking, startedInterval != tickInterval else { return }
        start(interval: tickInterval)
    }

    private func updateTicker(for status: StopwatchStatus) {
        let shouldTick = status == .running
        guard shouldTick != isTicking else { return }
        isTicking = shouldTick
        if shouldTick {
            start(interval: tickInterval)
        } else {
            startedInterval = nil
            ticker.stop()
        }
    }

    private func start(interval: Duration) {
        startedInterval = interval
        // Unowned: deinit stops the ticker, and no tick comes after a stop.
        ticker.start(interval: interval) { [unowned self] in tickObservers.notify(()) }
    }
}
