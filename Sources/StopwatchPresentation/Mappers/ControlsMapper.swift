import StopwatchCore

/// Which command buttons the stopwatch screens show for a state.
@MainActor
public struct ControlsMapper: Sendable {
    private let start, pause, resume, lap, reset: CommandButton
    /// "See All Laps".
    public let seeAllLaps: CommandButton

    public init(localizer: Localizer = SourceLocalizer()) {
        start = CommandButton(command: .toggle, title: localizer.translate("Start"), emphasis: .suggested)
        pause = CommandButton(command: .toggle, title: localizer.translate("Pause"))
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
