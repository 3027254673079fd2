import StopwatchCore

/// Which command buttons the stopwatch screens show for a state.
public struct ControlsMapper: Sendable {
    private let localizer: Localizer

    public init(localizer: Localizer = SourceLocalizer()) {
        self.localizer = localizer
    }

    /// Home's buttons: Start; Pause and Lap; Resume and Reset.
    public func homeControls(for status: StopwatchStatus) -> [CommandButton] {
        switch status {
        case .initial: [start]
        case .running: [pause, lap]
        case .paused: [resume, reset]
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

    /// "See All Laps".
    public var seeAllLaps: CommandButton {
        CommandButton(command: .showLaps, title: localizer.translate("See All Laps"))
    }

    private var start: CommandButton { CommandButton(command: .toggle, title: localizer.translate("Start"), emphasis: .suggested) }
    private var pause: CommandButton { CommandButton(command: .toggle, title: localizer.translate("Pause")) }
    private var resume: CommandButton { CommandButton(command: .toggle, title: localizer.translate("Resume"), emphasis: .suggested) }
    private var lap: CommandButton { CommandButton(command: .lap, title: localizer.translate("Lap")) }
    private var reset: CommandButton { CommandButton(command: .reset, title: localizer.translate("Reset"), emphasis: .destructive) }
}
