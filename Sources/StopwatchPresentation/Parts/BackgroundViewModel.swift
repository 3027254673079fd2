import StopwatchCore

/// The stopwatch out of sight (ARCHITECTURE.md, "Out of sight"): while the window is not seen and the
/// stopwatch has time on it, a notification shows it (``BackgroundNotificationMapper``),
/// sent again only when the state changes; and how long the app lives without a window.
///
/// The window is presumed seen until the platform says otherwise: it is hidden or closed, or
/// the app was started in the background (D-Bus activation by a global key). Closing the
/// window hides it while there is a stopwatch to show, and quits otherwise. With the window
/// unseen and nothing to show, the app ends after ``idleLifetime``.
@MainActor
final class BackgroundViewModel: WindowClosing {
    /// How long the app stays without a window or a notification: long enough to undo a
    /// reset made from the notification (the window's notice lasts as long), and for the
    /// command that started the app in the background to arrive.
    public static let idleLifetime = Notice.duration
    /// Started in the background, how long the app waits for the command that started it
    /// before it shows anything: the notification then shows the stopwatch after the command
    /// (a lap), not a moment before it. (The command comes over D-Bus right after startup.)
    public static let commandGrace: Duration = .milliseconds(300)

    private var mapper: BackgroundNotificationMapper
    private let localizer: Localizer
    private let notifications: NotificationService?
    private let platform: PlatformServices
    private let scheduler: Scheduler
    private let store: StopwatchStore
    private let settings: SettingsReading
    private let subscriptions = Subscriptions()
    private var isWindowSeen = true
    private var shown: DesktopNotification?
    private var idleEnd: ScheduledAction?
    private var awaitingCommand: ScheduledAction?

    init(
        notifications: NotificationService?, platform: PlatformServices, scheduler: Scheduler, localizer: Localizer,
        store: StopwatchStore, settings: SettingsReading
    ) {
        mapper = BackgroundNotificationMapper(localizer: localizer, precision: settings.settings.timeStyle.precision)
        self.settings = settings
        self.localizer = localizer
        self.notifications = notifications
        self.platform = platform
        self.scheduler = scheduler
        self.store = store
        // Every stopwatch, the current one or another (one started from outside): the
        // notification shows them all.
        subscriptions.keep(store.addCollectionObserver { [weak self] _, _ in self?.update() }, removedBy: store.removeCollectionObserver)
        subscriptions.keep(
            settings.observe(\.timeStyle.precision) { [weak self] precision in self?.precisionChanged(precision) },
            removedBy: settings.removeObserver)
    }

    isolated deinit {
        idleEnd?.cancel()
        awaitingCommand?.cancel()
    }

    /// Quits, the state saved on the way out (Ctrl+Q, the menu, the panel's Quit).
    func quit() {
        platform.quit()
    }

    /// The notification shown now, if any.
    public var notification: DesktopNotification? { shown }

    /// Whether the app ends soon, having nothing to show.
    public var isEnding: Bool { idleEnd != nil }

    /// The window came on screen (`true`) or went off it: hidden, closed, minimised.
    func windowVisibilityChanged(_ isSeen: Bool) {
        if isSeen { stopAwaitingCommand() }
        guard isSeen != isWindowSeen else { return }
        isWindowSeen = isSeen
        update()
    }

    /// The window came into sight, went out of it, or the app started without it.
    func windowSightChanged(_ sight: WindowSight) {
        switch sight {
        case .seen, .unseen: windowVisibilityChanged(sight.isSeen)
        case .startedInBackground: startedInBackground()
        }
    }

    /// The app started without its window (activated over D-Bus to run a command).
    func startedInBackground() {
        isWindowSeen = false
        awaitingCommand = scheduler.schedule(after: Self.commandGrace) { [weak self] in
            self?.stopAwaitingCommand()
            self?.update()
        }
    }

    /// The user closed the window: it hides while there is a stopwatch to show in the
    /// notification; otherwise the app quits, as closing its last window does.
    public func windowCloseRequested() {
        if mapper.notification(for: store.collection) != nil {
            platform.hideWindow()
            windowVisibilityChanged(false)
        } else {
            platform.quit()
        }
    }

    /// Whether hiding the window now leaves the stopwatch in reach: the window is seen, and
    /// the notification would show the stopwatch once it is not.
    public var canHideWindow: Bool {
        isWindowSeen && mapper.notification(for: store.collection) != nil
    }

    /// Shows times to `precision` from now on, in the notification shown at once.
    private func precisionChanged(_ precision: TimePrecision) {
        mapper = BackgroundNotificationMapper(localizer: localizer, precision: precision)
        update()
    }

    /// The app is ending: the notification goes with it.
    func appWillEnd() {
        stopAwaitingCommand()
        idleEnd?.cancel()
        idleEnd = nil
        guard shown != nil else { return }
        shown = nil
        notifications?.withdraw()
    }

    private func stopAwaitingCommand() {
        awaitingCommand?.cancel()
        awaitingCommand = nil
    }

    private func update() {
        guard awaitingCommand == nil else { return }
        let wanted = isWindowSeen ? nil : mapper.notification(for: store.collection)
        if wanted != shown {
            shown = wanted
            if let wanted { notifications?.show(wanted) } else { notifications?.withdraw() }
        }
        if isWindowSeen || wanted != nil {
            idleEnd?.cancel()
            idleEnd = nil
        } else if idleEnd == nil {
            idleEnd = scheduler.schedule(after: Self.idleLifetime) { [weak self] in
                self?.idleEnd = nil
                self?.platform.quit()
            }
        }
    }
}

extension BackgroundViewModel: AppPart {}
