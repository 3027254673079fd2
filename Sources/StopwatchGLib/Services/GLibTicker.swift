import CGLib
import GLibInterop
import StopwatchCore
import StopwatchPresentation

/// The core's ticker on the GLib main loop: a `g_timeout` on the main context.
///
/// Every tick runs on the main loop thread; none is delivered after `stop()`. It ticks only
/// while started *and* visible (the window is mapped): elapsed time comes from the clock, so
/// nothing is lost while hidden, and on becoming visible again it ticks at once.
@MainActor
public final class GLibTicker: @MainActor Ticker, @MainActor TickVisibility {
    private var interval: Duration = TimerService.tickInterval
    private var onTick: (() -> Void)?
    private var timeout: MainLoopTimeout?
    private var isVisible = true

    public init() {}

    /// Whether a timeout is installed on the main loop right now.
    public var isTicking: Bool { timeout != nil }

    public func start(interval: Duration, onTick: @escaping () -> Void) {
        self.interval = interval
        self.onTick = onTick
        timeout = nil
        update()
    }

    public func stop() {
        onTick = nil
        update()
    }

    /// Tells the ticker whether what it refreshes can be seen.
    public func setVisible(_ visible: Bool) {
        guard visible != isVisible else { return }
        isVisible = visible
        update()
        if visible { onTick?() }
    }

    private func update() {
        let shouldTick = onTick != nil && isVisible
        if shouldTick, timeout == nil {
            let milliseconds = guint(max(1, interval.wholeMilliseconds))
            // Unowned: the timeout is this ticker's, and goes with it.
            timeout = MainLoopTimeout(milliseconds: milliseconds) { [unowned self] in onTick?() }
        } else if !shouldTick, let timeout {
            timeout.cancel()
            self.timeout = nil
        }
    }
}
