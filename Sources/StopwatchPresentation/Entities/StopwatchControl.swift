/// A command button the screens show, with its label.
public enum StopwatchControl: Equatable, Hashable, Sendable, CaseIterable {
    case start, pause, resume, lap, reset

    /// The button's label.
    public var title: String {
        switch self {
        case .start: "Start"
        case .pause: "Pause"
        case .resume: "Resume"
        case .lap: "Lap"
        case .reset: "Reset"
        }
    }

    /// How prominent the button is: the main command of a state, or one that destroys data.
    public var emphasis: ControlEmphasis {
        switch self {
        case .start, .resume: .suggested
        case .reset: .destructive
        case .pause, .lap: .regular
        }
    }
}

/// How a control button is styled.
public enum ControlEmphasis: Equatable, Hashable, Sendable {
    case regular, suggested, destructive
}
