import StopwatchCore

/// A ticker driven by hand: `fire()` delivers one tick if the ticker is running.
public final class ManualTicker: Ticker {
    public private(set) var isRunning = false
    public private(set) var interval: Duration?
    public private(set) var startCount = 0
    public private(set) var stopCount = 0
    private var onTick: (() -> Void)?

    public init() {}

    public func start(interval: Duration, onTick: @escaping () -> Void) {
        self.interval = interval
        self.onTick = onTick
        isRunning = true
        startCount += 1
    }

    public func stop() {
        isRunning = false
        onTick = nil
        stopCount += 1
    }

    /// Delivers one tick; returns whether one was delivered (none while stopped).
    @discardableResult
    public func fire() -> Bool {
        guard isRunning, let onTick else { return false }
        onTick()
        return true
    }
}
