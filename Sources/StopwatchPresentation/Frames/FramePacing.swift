/// Decides the ``FramePace`` of the running time: every frame, unless the window is not
/// visible (nothing), times are shown to the whole second (a frame a second), or the desktop
/// asks to save power (at most ten frames a second).
///
/// A part of the ``AppViewModel``; the frontend tells it when its window is shown or hidden,
/// and views draw at the pace it publishes.
@MainActor
public final class FramePacing: ViewStatePublisher {
    public let states: ViewStateChannel<FramePace>
    /// Kept: it is told of changes only while it lives.
    private let monitor: PowerProfileMonitor?
    private var isWindowVisible = true
    private var isPowerSaverEnabled: Bool
    private var showsWholeSeconds = false

    /// Follows `monitor`, if the platform has one.
    public init(monitor: PowerProfileMonitor?) {
        self.monitor = monitor
        isPowerSaverEnabled = monitor?.isPowerSaverEnabled ?? false
        states = ViewStateChannel(Self.pace(visible: true, powerSaver: isPowerSaverEnabled))
        monitor?.observe { [weak self] enabled in
            self?.isPowerSaverEnabled = enabled
            self?.publish()
        }
    }

    /// The pace now.
    public var pace: FramePace { viewState }

    /// The window was shown on screen, or taken off it (closed, minimised, hidden).
    /// The window came into sight, went out of it, or the app started without it.
    func windowSightChanged(_ sight: WindowSight) {
        windowVisibilityChanged(sight.isSeen)
    }

    public func windowVisibilityChanged(_ visible: Bool) {
        isWindowVisible = visible
        publish()
    }

    /// Times are shown to `precision` from now on.
    func precisionChanged(_ precision: TimePrecision) {
        showsWholeSeconds = precision == .seconds
        publish()
    }

    private func publish() {
        states.publish(Self.pace(visible: isWindowVisible, powerSaver: isPowerSaverEnabled, wholeSeconds: showsWholeSeconds))
    }

    private static func pace(visible: Bool, powerSaver: Bool, wholeSeconds: Bool = false) -> FramePace {
        guard visible else { return .hidden }
        if wholeSeconds { return .wholeSeconds }
        return powerSaver ? .powerSaving : .everyFrame
    }
}
