import StopwatchCore

/// Tells the user of each alert reached (ARCHITECTURE.md, "Told in time"), whichever stopwatch, whatever is
/// shown: its sound (unless "Alert sound" is off; a missed one plays none, being past), a
/// notification "Focus reached 25:00" with Pause and Lap for that stopwatch, the banner in
/// the window (``AlertBanner``), the panel item asking for attention until the window is
/// the active one, a screen reader's announcement, the interface's signal for scripts, and a
/// line in the log (`alert reached: …`) that says how late it came. A goal met is told the same
/// way (ARCHITECTURE.md, "Goals"), the time's sound with it.
///
/// A part of ``AppViewModel``, given the core's ``AlertService`` (none for an app that only
/// watches another's stopwatches: the owner tells them) and the ports; ``changes`` tells
/// when the banner or the attention changed.
@MainActor
final class AlertTelling {
    let changes = ObserverList<Void>()
    /// The banner of the last alert reached, until closed.
    private(set) var banner: AlertBanner?
    /// Whether the panel item asks for attention: an alert came while the window was not the
    /// active one or not seen at all (closed: GTK may still call a closed window active), and
    /// it has not been both since.
    private(set) var needsAttention = false
    private let alerts: AlertService?
    private let store: StopwatchStore
    private let settings: SettingsReading
    private let text: AlertTextMapper
    private let goalText: GoalTextMapper
    private let sound: AlertSoundPlayer?
    private let notifications: NotificationService?
    private let announcer: AnnouncementService?
    private let signals: AlertBroadcasting?
    private let logger: Logger?
    private let titles: (pause: String, lap: String, dismiss: String)
    private var isWindowActive = false
    private var isWindowSeen = true
    private var told = 0
    private let subscriptions = Subscriptions()

    init(
        alerts: AlertService?, store: StopwatchStore, settings: SettingsReading, localizer: Localizer, sound: AlertSoundPlayer?,
        notifications: NotificationService?, announcer: AnnouncementService?, signals: AlertBroadcasting?, logger: Logger?
    ) {
        self.alerts = alerts
        self.store = store
        self.settings = settings
        self.sound = sound
        self.notifications = notifications
        self.announcer = announcer
        self.signals = signals
        self.logger = logger
        text = AlertTextMapper(localizer: localizer)
        goalText = GoalTextMapper(localizer: localizer)
        let commandTitles = CommandTitleMapper(localizer: localizer)
        titles = (commandTitles.title(for: .stopwatch(.pause)), commandTitles.title(for: .lap), commandTitles.title(for: .dismissAlert))
        subscriptions.keep(
            alerts?.reached.add { [weak self] alert in self?.tell(alert) }, removedBy: { [alerts] in alerts?.reached.remove($0) })
    }

    /// The platform's word, through ``WindowPresence``: the window became the active one (the
    /// user is in it, and sees the banner), or stopped being so.
    func windowActivityChanged(_ isActive: Bool) {
        isWindowActive = isActive
        endAttentionIfSeen()
    }

    /// The platform's word, through ``WindowPresence``: the window was shown, or closed,
    /// hidden or minimised.
    func windowSightChanged(_ sight: WindowSight) {
        isWindowSeen = sight.isSeen
        endAttentionIfSeen()
    }

    private func endAttentionIfSeen() {
        guard isWindowActive, isWindowSeen, needsAttention else { return }
        needsAttention = false
        changes.notify(())
    }

    /// Closes the banner.
    func dismiss() {
        guard banner != nil || needsAttention else { return }
        (banner, needsAttention) = (nil, false)
        changes.notify(())
    }

    /// A stopwatch met its goal here (told once a period by ``GoalStandings``).
    func tell(_ goal: GoalReached) {
        told += 1
        let message = goalText.reached(goal)
        let detail = goalText.streak(goal.progress)
        let period = goal.progress.goal.period.rawValue
        logger?.info(
            "goal met: stopwatch \(goal.stopwatch.rawValue), \(goal.progress.goal.amount.wholeMilliseconds) ms a \(period), "
                + "\(goal.lateness.wholeMilliseconds) ms late")
        if settings.settings.playsAlertSound { sound?.play(.timeReached) }
        let buttons =
            store.collection[goal.stopwatch]?.state.status == .running
            ? [CommandButton(command: .targeted(.pause, String(goal.stopwatch.rawValue)), title: titles.pause)] : []
        notifications?.showAlert(DesktopNotification(title: message, body: detail, buttons: buttons))
        let spoken = goalText.spokenReached(goal)
        announcer?.announce(Announcement(number: told) { spoken })
        signals?.goalMet(id: goal.stopwatch.rawValue, goalMilliseconds: goal.progress.goal.amount.wholeMilliseconds, period: period)
        show(
            AlertBanner(
                message: message, detail: detail, dismiss: CommandButton(command: .dismissAlert, title: titles.dismiss), number: told))
    }

    private func show(_ banner: AlertBanner) {
        self.banner = banner
        needsAttention = !(isWindowActive && isWindowSeen)
        changes.notify(())
    }

    private func tell(_ alert: AlertReached) {
        told += 1
        let message = text.reached(alert)
        let interval = store.collection[alert.stopwatch]?.alerts.interval
        let detail = text.detail(alert, interval: interval)
        logger?.info(
            "alert reached: stopwatch \(alert.stopwatch.rawValue) at \(alert.time.wholeMilliseconds) ms, "
                + (alert.missedAt.map { "missed at \($0.wholeMilliseconds) ms since the epoch" }
                    ?? "\(alert.lateness.wholeMilliseconds) ms late"))
        if settings.settings.playsAlertSound, alert.missedAt == nil {
            sound?.play(alert.kind == .time ? .timeReached : .interval)
        }
        let target = String(alert.stopwatch.rawValue)
        notifications?.showAlert(
            DesktopNotification(
                title: message, body: detail,
                buttons: [
                    CommandButton(command: .targeted(.pause, target), title: titles.pause),
                    CommandButton(command: .targeted(.lap, target), title: titles.lap),
                ]))
        let spoken = text.spokenReached(alert)
        announcer?.announce(Announcement(number: told) { spoken })
        signals?.alertReached(id: alert.stopwatch.rawValue, name: alert.name, elapsedMilliseconds: alert.time.wholeMilliseconds)
        show(
            AlertBanner(
                message: message, detail: detail, dismiss: CommandButton(command: .dismissAlert, title: titles.dismiss), number: told))
    }
}

extension AlertTelling: AvailabilityTelling {
    var availabilityChanges: ObserverList<Void> { changes }

    func tell(_ inputs: inout CommandAvailabilityMapper.Inputs) {
        inputs.hasReachedAlert = banner != nil
    }
}

extension AlertTelling: SlicePublishing {
    func publish(into state: inout AppViewState) {
        state.alert = banner
    }
}
