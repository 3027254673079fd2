import StopwatchCore

/// Decides the ``FramePace`` of the running time: every frame, unless the window is not
/// visible (nothing), times are shown to the whole second (a frame a second), or the desktop
/// asks to save power (at most ten frames a second).
///
/// A part of the ``AppViewModel``; the frontend tells it when its window is shown or hidden,
/// and views draw at the pace it publishes.
@MainActor
public final class FramePacing: ViewStatePublisher {
    public let states: ViewStateChannel<FramePace>
    private let monitor: PowerProfileMonitor?
    private let settings: SettingsReading
    private var isWindowVisible = true
    private var isPowerSaverEnabled: Bool
    private var showsWholeSeconds: Bool
    private let subscriptions = Subscriptions()

    /// Follows `monitor`, if the platform has one, and the precision chosen.
    public init(monitor: PowerProfileMonitor?, settings: SettingsReading) {
        self.monitor = monitor
        self.settings = settings
        isPowerSaverEnabled = monitor?.isPowerSaverEnabled ?? false
        showsWholeSeconds = settings.settings.timeStyle.precision == .seconds
        states = ViewStateChannel(Self.pace(visible: true, powerSaver: isPowerSaverEnabled, wholeSeconds: showsWholeSeconds))
        subscriptions.keep(
            monitor?.powerSaverChanges.add { [weak self] enabled in
                self?.isPowerSaverEnabled = enabled
                self?.publish()
            }, removedBy: { [monitor] in monitor?.powerSaverChanges.remove($0) })
        subscriptions.keep(
            settings.observe(\.timeStyle.precision) { [weak self] precision in
                self?.showsWholeSeconds = precision == .seconds
                self?.publish()
            }, removedBy: settings.removeObserver)
    }

    /// The pace now.
    public var pace: FramePace { viewState }

    /// The window came into sight, went out of it, or the app started without it.
    func windowSightChanged(_ sight: WindowSight) {
        windowVisibilityChanged(sight.isSeen)
    }

    public func windowVisibilityChanged(_ visible: Bool) {
        isWindowVisible = visible
        publish()
    }

    private func publish() {
        states.publish(Self.pace(visible: isWindowVisible, powerSaver: isPowerSaverEnabled, wholeSeconds: showsWholeSeconds))
    }

    private static func pace(visible: Bool, powerSaver: Bool, wholeSeconds: Bool) -> FramePace {
        guard visible else { return .hidden }
        if wholeSeconds { return .wholeSeconds }
        return powerSaver ? .powerSaving : .everyFrame
    }
}

extension FramePacing: AppPart {}
