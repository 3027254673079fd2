import StopwatchCore

/// The current stopwatch's alerts (ARCHITECTURE.md, "Told in time"): the Alerts window (Ctrl+B), and the
/// actions and calls that set them from outside. Every frontend goes through here; a
/// refusal comes back as its reason and changes nothing.
///
/// A part of ``AppViewModel``, given the use cases and the store; ``changes`` tells when the
/// window opened, closed or changed. The window shows the current stopwatch's alerts as they
/// are, set from here or from outside, and follows another one that becomes current.
@MainActor
final class AlertsViewModel: AlertsSetting {
    /// Told each time the window opens, closes or changes, and when the current stopwatch
    /// comes to have alerts or none.
    let changes = ObserverList<Void>()
    /// The Alerts window, while it is open.
    public private(set) var viewState: AlertsViewState?
    /// Whether the current stopwatch has alerts (Clear Alerts applies).
    public private(set) var hasAlerts: Bool
    private let setAlerts: SetAlertsUseCase
    private let store: StopwatchStore
    private let logger: Logger?
    private let text: AlertTextMapper
    private let problems: AlertsProblemMapper
    private let words: Words
    private let subscriptions = Subscriptions()

    /// The window's words, translated once.
    private struct Words {
        let title, timesHeading, noTimes, hours, minutes, seconds, add, intervalHeading, off, set, turnOff, explanation, close: String
        let subtitle, removeLabel: MessageTemplate
        let remove: String
    }

    /// The most hours a time takes: 100 years.
    static let maximumHours = Int(TimeBounds.maximumElapsedMilliseconds / 3_600_000)

    init(useCases: StopwatchUseCases, store: StopwatchStore, localizer: Localizer, logger: Logger?) {
        setAlerts = useCases.setAlerts
        self.store = store
        hasAlerts = !store.collection.current.alerts.isEmpty
        self.logger = logger
        text = AlertTextMapper(localizer: localizer)
        problems = AlertsProblemMapper(localizer: localizer)
        words = Words(
            title: localizer.translate("Alerts"),
            // TRANSLATORS: the Alerts window's heading of the elapsed times that ring.
            timesHeading: localizer.translate("Alert At"),
            noTimes: localizer.translate("No alert times yet"),
            hours: localizer.translate("Hours"), minutes: localizer.translate("Minutes"), seconds: localizer.translate("Seconds"),
            // TRANSLATORS: the Alerts window's button that adds the time in the fields; the underscore marks the Alt key.
            add: localizer.translate("_Add"),
            // TRANSLATORS: the Alerts window's heading of the interval: "Alert Every 10 minutes".
            intervalHeading: localizer.translate("Alert Every"),
            // TRANSLATORS: the Alerts window says so while there is no interval.
            off: localizer.translate("Off"),
            // TRANSLATORS: the Alerts window's button that sets the interval in the fields.
            set: localizer.translate("_Set"),
            // TRANSLATORS: the Alerts window's button that takes the interval away.
            turnOff: localizer.translate("_Turn Off"),
            explanation: localizer.translate(
                "At each, a sound, a notification and a banner, whatever is shown. A pause delays them; a reset sets them again."),
            close: localizer.translate("_Close"),
            // TRANSLATORS: under the Alerts window's title: the stopwatch whose alerts it shows.
            subtitle: MessageTemplate(localizer.translate("For {name}"), names: ["name"]),
            // TRANSLATORS: what a screen reader calls an alert's Remove button: "Remove the alert at 25:00".
            removeLabel: MessageTemplate(localizer.translate("Remove the alert at {time}"), names: ["time"]),
            remove: localizer.translate("Remove"))
        subscriptions.keep(
            store.addCollectionObserver { [weak self] _, change in
                // Another stopwatch current, alerts set from outside: the window shows them as they are.
                if change == .list { self?.currentChanged() }
            }, removedBy: store.removeCollectionObserver)
    }

    /// Does what an alert command asks, on the current stopwatch; the app ViewModel checked
    /// that it applies. A refusal from the window shows in it; one from outside (an action,
    /// which nobody answers) is said in the log.
    func send(_ command: AlertCommand) {
        switch command {
        case .open: open()
        case .close: close()
        case .addTime(let input): changeFromWindow { alerts throws(AlertsProblem) in try alerts.adding(Self.time(of: input)) }
        case .setInterval(let input):
            // Whole minutes: the interval's fields have no seconds.
            let interval = Self.time(of: AlertTimeInput(hours: input.hours, minutes: input.minutes))
            changeFromWindow { alerts throws(AlertsProblem) in try alerts.every(interval) }
        case .alertAt(let milliseconds): change { alerts throws(AlertsProblem) in try alerts.adding(milliseconds: milliseconds) }
        case .removeTime(let milliseconds):
            // A time of the list (the window's Remove) or from outside; one not there changes nothing.
            change { alerts in alerts.removing(.milliseconds(milliseconds)) }
        case .alertEvery(let milliseconds): change { alerts throws(AlertsProblem) in try alerts.every(milliseconds: milliseconds) }
        case .clearAll: change { _ in .none }
        }
    }

    func setAlerts(milliseconds times: [Int64], everyMilliseconds every: Int64, on id: StopwatchID) -> String? {
        do throws(AlertsProblem) {
            try setAlerts.execute(StopwatchAlerts(milliseconds: times, everyMilliseconds: every), on: id)
            return nil
        } catch {
            return problems.message(error)
        }
    }

    /// The list changed (another stopwatch current, alerts set): the window shows it, and
    /// whether there are alerts to clear is told.
    private func currentChanged() {
        let hasAlerts = !store.collection.current.alerts.isEmpty
        let hadAlerts = self.hasAlerts
        self.hasAlerts = hasAlerts
        if viewState != nil {
            refresh(problem: nil)
        } else if hasAlerts != hadAlerts {
            changes.notify(())
        }
    }

    private func open() {
        refresh(problem: nil, opening: true)
    }

    private func close() {
        guard viewState != nil else { return }
        viewState = nil
        changes.notify(())
    }

    /// Changes the current stopwatch's alerts as `change` says, from the window's fields: a
    /// refusal shows in the window.
    private func changeFromWindow(_ change: (StopwatchAlerts) throws(AlertsProblem) -> StopwatchAlerts) {
        let reason = perform(change)
        refresh(problem: reason)
    }

    /// Changes them from a button or from outside: a refusal is said in the log (and in the
    /// window, if open: it is the user's).
    private func change(_ change: (StopwatchAlerts) throws(AlertsProblem) -> StopwatchAlerts) {
        guard let reason = perform(change) else { return }
        logger?.info("Alerts not set: \(reason)")
        refresh(problem: reason)
    }

    /// `nil` when done, or why not.
    private func perform(_ change: (StopwatchAlerts) throws(AlertsProblem) -> StopwatchAlerts) -> String? {
        do throws(AlertsProblem) {
            try setAlerts.execute(change(store.collection.current.alerts))
            return nil
        } catch {
            return problems.message(error)
        }
    }

    /// The window anew from the current stopwatch, saying `problem`, if it is open (or `opening`).
    private func refresh(problem: String?, opening: Bool = false) {
        guard opening || viewState != nil else { return }
        let member = store.collection.current
        let alerts = member.alerts
        let rows = alerts.times.map { time in
            let shown = text.time(time)
            return AlertsViewState.Row(
                time: shown, spokenTime: text.spokenTime(time),
                remove: CommandButton(command: .removeAlert(milliseconds: time.wholeMilliseconds), title: words.remove),
                removeLabel: words.removeLabel.filled(shown))
        }
        let state = AlertsViewState(
            title: words.title, subtitle: words.subtitle.filled(member.name), timesHeading: words.timesHeading, rows: rows,
            noTimes: words.noTimes, hoursLabel: words.hours, minutesLabel: words.minutes, secondsLabel: words.seconds,
            maximumHours: Self.maximumHours, maximumMinutes: 59, maximumSeconds: 59,
            maximumIntervalHours: Int(StopwatchAlerts.longestInterval.wholeMilliseconds / 3_600_000),
            add: CommandButton(command: .addAlertTime(AlertTimeInput()), title: words.add),
            canAdd: alerts.times.count < StopwatchAlerts.maximumCount, intervalHeading: words.intervalHeading,
            interval: alerts.interval.map(text.interval) ?? words.off,
            setInterval: CommandButton(command: .setAlertInterval(AlertTimeInput()), title: words.set),
            clearInterval: CommandButton(command: .alertEvery(milliseconds: 0), title: words.turnOff),
            hasInterval: alerts.interval != nil, explanation: words.explanation, problem: problem,
            close: CommandButton(command: .closeAlerts, title: words.close))
        guard state != viewState else { return }
        viewState = state
        changes.notify(())
    }

    /// The time `input` sets, each field held to what it may hold first.
    static func time(of input: AlertTimeInput) -> Duration {
        let hours = Int64(min(max(0, input.hours), maximumHours))
        let minutes = Int64(min(max(0, input.minutes), 59))
        let seconds = Int64(min(max(0, input.seconds), 59))
        return .seconds((hours * 60 + minutes) * 60 + seconds)
    }
}

extension AlertsViewModel: AvailabilityTelling {
    var availabilityChanges: ObserverList<Void> { changes }

    func tell(_ inputs: inout CommandAvailabilityMapper.Inputs) {
        inputs.isAlertsOpen = viewState != nil
        inputs.hasAlerts = hasAlerts
    }
}

extension AlertsViewModel: SlicePublishing {
    func publish(into state: inout AppViewState) {
        state.alerts = viewState
    }
}
