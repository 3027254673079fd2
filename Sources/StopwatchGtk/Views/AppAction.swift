import StopwatchPresentation

/// The application actions (`app.NAME`) of PRODUCT.md §5, with their keys. Buttons, keys,
/// menus, the shortcuts window and `gapplication action` all go through these.
public enum AppAction: String, CaseIterable, Sendable {
    case toggle
    case lap
    case reset
    case showLaps = "show-laps"
    case back
    case copyLaps = "copy-laps"
    case exportLaps = "export-laps"
    case shortcuts
    case about
    case quit

    /// The name in the action map: `lap`.
    public var name: String { rawValue }

    /// The name widgets bind to: `app.lap`.
    public var detailedName: String { "app." + rawValue }

    /// GTK accelerator strings, the first one being the one shown in the shortcuts window.
    public var accelerators: [String] {
        switch self {
        case .toggle: ["space"]
        case .lap: ["Return", "KP_Enter", "l"]
        case .reset: ["Delete", "BackSpace", "r"]
        case .showLaps: ["<Control>l"]
        case .back: ["Escape", "<Alt>Left"]
        case .copyLaps: ["<Control>c"]
        case .exportLaps: ["<Control>e"]
        case .shortcuts: ["<Control>question"]
        case .about: []
        case .quit: ["<Control>q"]
        }
    }

    /// Unmodified keys that would also press a focused button: the window routes them to
    /// their action whatever has focus (Space toggles even with the Lap button focused).
    public static let keysTakenFromFocusedWidgets: [String: AppAction] = [
        "space": .toggle, "KP_Space": .toggle, "Return": .lap, "KP_Enter": .lap, "ISO_Enter": .lap,
    ]

    /// What the shortcuts window calls it.
    public var title: String {
        switch self {
        case .toggle: "Start, pause or resume"
        case .lap: "Lap"
        case .reset: "Reset"
        case .showLaps: "Show all laps"
        case .back: "Back to the stopwatch"
        case .copyLaps: "Copy laps as text"
        case .exportLaps: "Export laps as CSV"
        case .shortcuts: "Keyboard shortcuts"
        case .about: "About Stopwatch"
        case .quit: "Quit"
        }
    }

    /// The stopwatch command behind the action; `nil` for the app's own (about, quit…).
    public var command: StopwatchCommand? {
        switch self {
        case .toggle: .toggle
        case .lap: .lap
        case .reset: .reset
        case .showLaps: .showLaps
        case .back: .back
        case .copyLaps: .copyLaps
        case .exportLaps: .exportLaps
        case .shortcuts, .about, .quit: nil
        }
    }

    /// The action a control button activates: Start, Pause and Resume all toggle.
    public init(control: StopwatchControl) {
        switch control {
        case .start, .pause, .resume: self = .toggle
        case .lap: self = .lap
        case .reset: self = .reset
        }
    }
}
