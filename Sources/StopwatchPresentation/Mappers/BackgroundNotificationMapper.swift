import StopwatchCore

/// What the notification says of a stopwatch (ARCHITECTURE.md, "Out of sight"): only what stays true until
/// the state changes, so it is sent again only then, never once a second. Running: "Stopwatch
/// running", "Lap 4 · started at 03:12.40". Paused: "Stopwatch paused", "03:33.70 · Lap 4
/// 00:21.30". Nothing for a stopwatch with no time on it.
///
/// With several stopwatches it names the current one ("Tea running"), lists the others that
/// run under it (five running ones at most, each "Eggs · Lap 2 · started at 00:41.20"), and its
/// buttons are the current one's. It shows while any stopwatch has time on it.
@MainActor
public struct BackgroundNotificationMapper: Sendable {
    /// The most running stopwatches the notification lists.
    public static let listedRunning = 5

    private let running, paused, severalRunning: String
    private let lapStarted, pausedAt, namedRunning, namedPaused, otherRunning: MessageTemplate
    private let controls: ControlsMapper
    private let lapRows: LapRowMapper
    private let time: ElapsedTimeMapper

    public init(localizer: Localizer = SourceLocalizer(), precision: TimePrecision = .hundredths) {
        time = ElapsedTimeMapper(precision: precision)
        // TRANSLATORS: the title of the notification while the window is closed.
        running = localizer.translate("Stopwatch running")
        // TRANSLATORS: the title of the notification while paused, the window closed.
        paused = localizer.translate("Stopwatch paused")
        // TRANSLATORS: the notification's text while running: "Lap 4 · started at 03:12.40".
        lapStarted = MessageTemplate(localizer.translate("{lap} · started at {time}"), names: ["lap", "time"])
        // TRANSLATORS: the notification's text while paused: "03:33.70 · Lap 4 00:21.30".
        pausedAt = MessageTemplate(localizer.translate("{elapsed} · {lap} {time}"), names: ["elapsed", "lap", "time"])
        // TRANSLATORS: the notification's title with several stopwatches; {name} is the current one's.
        namedRunning = MessageTemplate(localizer.translate("{name} running"), names: ["name"])
        // TRANSLATORS: the notification's title with several stopwatches; {name} is the current one's.
        namedPaused = MessageTemplate(localizer.translate("{name} paused"), names: ["name"])
        // TRANSLATORS: the notification's title when the current stopwatch has no time but others run.
        severalRunning = localizer.translate("Stopwatches running")
        // TRANSLATORS: another running stopwatch in the notification: "Eggs · Lap 2 · started at 00:41.20".
        otherRunning = MessageTemplate(localizer.translate("{name} · {lap} · started at {time}"), names: ["name", "lap", "time"])
        controls = ControlsMapper(localizer: localizer)
        lapRows = LapRowMapper(localizer: localizer, precision: precision)
    }

    /// The notification for every stopwatch: one alone as ``notification(for:)-(StopwatchState)``
    /// says it; with several, the current one named and the running others listed. `nil` when
    /// none has time on it.
    public func notification(for stopwatches: StopwatchCollection) -> DesktopNotification? {
        let current = stopwatches.current
        let own = notification(for: current.state)
        guard stopwatches.count > 1 else { return own }
        let running = stopwatches.filter { $0.state.status == .running }
        let others = running.filter { $0.id != current.id }.prefix(Self.listedRunning - (current.state.status == .running ? 1 : 0))
        let lines = others.map { member in
            otherRunning.filled(member.name, lapRows.title(member.state.currentLapNumber), time.text(for: member.state.laps.total))
        }
        guard let own else {
            guard !lines.isEmpty else { return nil }
            return DesktopNotification(title: severalRunning, body: lines.joined(separator: "\n"), buttons: [])
        }
        let title = current.state.status == .running ? namedRunning.filled(current.name) : namedPaused.filled(current.name)
        return DesktopNotification(title: title, body: ([own.body] + lines).joined(separator: "\n"), buttons: own.buttons)
    }

    /// The notification for `state`; `nil` when there is nothing to show (never started, or reset).
    public func notification(for state: StopwatchState) -> DesktopNotification? {
        let lap = lapRows.title(state.currentLapNumber)
        switch state.status {
        case .initial:
            return nil
        case .running:
            return DesktopNotification(
                title: running, body: lapStarted.filled(lap, time.text(for: state.laps.total)),
                buttons: controls.homeControls(for: .running))
        case .paused:
            guard state.accumulated > .zero || !state.laps.isEmpty else { return nil }
            let lapTime = max(.zero, state.accumulated - state.laps.total)
            return DesktopNotification(
                title: paused,
                body: pausedAt.filled(time.text(for: state.accumulated), lap, time.text(for: lapTime)),
                buttons: controls.homeControls(for: .paused))
        }
    }
}
