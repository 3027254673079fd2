import StopwatchCore

/// Which command buttons the stopwatch screens show for a state; Start and Pause with the menu
/// a secondary click opens: started or paused 5, 10 or 15 minutes ago, or as long ago as the
/// dialog says (Shift+Space's).
@MainActor
public struct ControlsMapper: Sendable {
    private let start, pause, resume, lap, reset: CommandButton
    /// "See All Laps".
    public let seeAllLaps: CommandButton
    /// How long ago the Start and Pause buttons' menu offers, in minutes.
    static let whenMenuMinutes: [Int64] = [5, 10, 15]

    public init(localizer: Localizer = SourceLocalizer()) {
        // TRANSLATORS: the Start button's menu; {minutes} is 5, 10 or 15.
        let started = MessageTemplate(localizer.translate("Started {minutes} min ago"), names: ["minutes"])
        // TRANSLATORS: the Pause button's menu; {minutes} is 5, 10 or 15.
        let paused = MessageTemplate(localizer.translate("Paused {minutes} min ago"), names: ["minutes"])
        start = CommandButton(
            command: .toggle, title: localizer.translate("Start"), emphasis: .suggested,
            menu: Self.whenMenuMinutes.map {
                CommandButton(command: .adjustTime(milliseconds: $0 * 60_000), title: started.filled(String($0)))
            }
                // TRANSLATORS: the Start button's menu: the dialog that asks how long ago.
                + [CommandButton(command: .askWhen, title: localizer.translate("Started Earlier…"))])
        pause = CommandButton(
            command: .toggle, title: localizer.translate("Pause"),
            menu: Self.whenMenuMinutes.map {
                CommandButton(command: .pauseEarlier(milliseconds: $0 * 60_000), title: paused.filled(String($0)))
            }
                // TRANSLATORS: the Pause button's menu: the dialog that asks how long ago.
                + [CommandButton(command: .askWhen, title: localizer.translate("Paused Earlier…"))])
        resume = CommandButton(command: .toggle, title: localizer.translate("Resume"), emphasis: .suggested)
        lap = CommandButton(command: .lap, title: localizer.translate("Lap"))
        reset = CommandButton(command: .reset, title: localizer.translate("Reset"), emphasis: .destructive)
        seeAllLaps = CommandButton(command: .showLaps, title: localizer.translate("See All Laps"))
    }

    /// Home's buttons: Start; Pause and Lap; Resume and Reset.
    public func homeControls(for status: StopwatchStatus) -> [CommandButton] {
        switch status {
        case .initial: [start]
        case .running: [pause, lap]
        case .paused: [resume, reset]
        }
    }

    /// The one button that starts, pauses or resumes, as `status` calls it.
    public func toggle(for status: StopwatchStatus) -> CommandButton {
        switch status {
        case .initial: start
        case .running: pause
        case .paused: resume
        }
    }

    /// The Laps screen's buttons: Pause and Lap while running, Resume while paused (a reset
    /// is done from Home, where its result shows).
    public func lapsControls(for status: StopwatchStatus) -> [CommandButton] {
        switch status {
        case .initial: []
        case .running: [pause, lap]
        case .paused: [resume]
        }
    }
}
