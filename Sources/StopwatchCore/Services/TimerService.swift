/// Reads elapsed time from the clock, and drives the ticker exactly while the stopwatch runs
/// (and a display wants its ticks).
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
    public var elapsed: Duration { store.collection.currentElapsed(at: clock.now()) }

    /// Adds an observer called on every tick while running.
    @discardableResult
    public func addTickObserver(_ observer: @escaping () -> Void) -> ObserverToken {
        tickObservers.add { _ in observer() }
    }

    public func removeTickObserver(_ token: ObserverToken) {
        tickObservers.remove(token)
    }

    /// Whether a display wants a tick every interval while the stopwatch runs (on by
    /// default). A display that changes only on whole seconds turns it off, and has the
    /// ``DeadlineService`` wake it on each second instead: nothing ticks between them.
    public var ticksWhileRunning = true {
        didSet { updateTicker(for: store.state.status) }
    }

    private func updateTicker(for status: StopwatchStatus) {
        let shouldTick = status == .running && ticksWhileRunning
        guard shouldTick != isTicking else { return }
        isTicking = shouldTick
        if shouldTick {
            // Unowned: deinit stops the ticker, and no tick comes after a stop.
            ticker.start(interval: tickInterval) { [unowned self] in tickObservers.notify(()) }
        } else {
            ticker.stop()
        }
    }
}
