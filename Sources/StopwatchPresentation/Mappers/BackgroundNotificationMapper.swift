import StopwatchCore

/// What the notification says of a stopwatch (ARCHITECTURE.md, "Out of sight"): only what stays true until
/// the state changes, so it is sent again only then, never once a second. Running: "Stopwatch
/// running", "Lap 4 · started at 03:12.40". Paused: "Stopwatch paused", "03:33.70 · Lap 4
/// 00:21.30". Nothing for a stopwatch with no time on it.
public struct BackgroundNotificationMapper: Sendable {
    private let running, paused: String
    private let lapStarted, pausedAt: MessageTemplate
    private let controls: ControlsMapper
    private let lapRows: LapRowMapper
    private let time = ElapsedTimeMapper()

    public init(localizer: Localizer = SourceLocalizer()) {
        // TRANSLATORS: the title of the notification while the window is closed.
        running = localizer.translate("Stopwatch running")
        // TRANSLATORS: the title of the notification while paused, the window closed.
        paused = localizer.translate("Stopwatch paused")
        // TRANSLATORS: the notification's text while running: "Lap 4 · started at 03:12.40".
        lapStarted = MessageTemplate(localizer.translate("{lap} · started at {time}"), names: ["lap", "time"])
        // TRANSLATORS: the notification's text while paused: "03:33.70 · Lap 4 00:21.30".
        pausedAt = MessageTemplate(localizer.translate("{elapsed} · {lap} {time}"), names: ["elapsed", "lap", "time"])
        controls = ControlsMapper(localizer: localizer)
        lapRows = LapRowMapper(localizer: localizer)
    }

    /// The notification for `state`; `nil` when there is nothing to show (never started, or reset).
    public func notification(for state: StopwatchState) -> BackgroundNotification? {
        let lap = lapRows.title(state.currentLapNumber)
        switch state.status {
        case .initial:
            return nil
        case .running:
            return BackgroundNotification(title: running, body: lapStarted.filled(lap, time.text(for: state.laps.total)),
                                          buttons: controls.homeControls(for: .running))
        case .paused:
            guard state.accumulated > .zero || !state.laps.isEmpty else { return nil }
            let lapTime = max(.zero, state.accumulated - state.laps.total)
            return BackgroundNotification(title: paused,
                                          body: pausedAt.filled(time.text(for: state.accumulated), lap, time.text(for: lapTime)),
                                          buttons: controls.homeControls(for: .paused))
        }
    }
}
