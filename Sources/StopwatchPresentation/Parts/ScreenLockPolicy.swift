import StopwatchCore

/// "When the screen locks" (docs/using.md, "Preferences", `on-lock`): keep running (the default), or pause
/// every running stopwatch, as a pause key would, so the time it shows on return is the time
/// until the lock.
///
/// A part of ``AppViewModel``, given the lock monitor port, the settings, the store and the
/// pause use case.
@MainActor
final class ScreenLockPolicy {
    private let monitor: ScreenLockMonitor
    private let store: StopwatchStore
    private let pause: PauseStopwatchUseCase
    private let logger: Logger?
    private let settings: SettingsReading
    private let subscriptions = Subscriptions()

    init(monitor: ScreenLockMonitor, settings: SettingsReading, store: StopwatchStore, pause: PauseStopwatchUseCase, logger: Logger?) {
        self.monitor = monitor
        self.store = store
        self.pause = pause
        self.logger = logger
        self.settings = settings
        subscriptions.keep(
            monitor.lockChanges.add { [weak self] isLocked in self?.lockChanged(isLocked) }, removedBy: monitor.lockChanges.remove)
    }

    private func lockChanged(_ isLocked: Bool) {
        guard isLocked, settings.settings.pausesOnLock else { return }
        let running = store.collection.filter { $0.state.status == .running }.map(\.id)
        for id in running { pause.execute(on: id) }
        if !running.isEmpty { logger?.info("The screen locked: \(running.count) running stopwatch(es) paused") }
    }
}

extension ScreenLockPolicy: AppPart {}
