/// The stopwatch in the desktop's panel (ARCHITECTURE.md, "In the panel"): what
/// a tray or top bar shows of it, the time beside the icon while it runs, and its menu. A
/// frontend's panel adapter (the StatusNotifierItem) shows it as it is and sends back the
/// menu's choices; it decides nothing.
public struct PanelItem: Equatable, Sendable {
    /// Whether panels should show it: active while running; passive otherwise, which panels
    /// may hide (GNOME's AppIndicator extension does; others tuck it away); asking for
    /// attention after an alert, until the window is the active one.
    public enum Status: Equatable, Sendable {
        case active, passive, needsAttention
    }

    /// One line of its menu.
    public struct MenuItem: Equatable, Sendable {
        /// What choosing it does.
        public enum Action: Equatable, Sendable {
            /// A stopwatch command, sent to the app ViewModel as any other.
            case command(AppCommand)
            /// Brings the window on screen.
            case showWindow
            /// A line between groups.
            case separator
        }

        public let title: String
        public let action: Action
        /// Whether it can be chosen now: what the app's view state allows.
        public let isEnabled: Bool

        public init(title: String, action: Action, isEnabled: Bool) {
            self.title = title
            self.action = action
            self.isEnabled = isEnabled
        }
    }

    public var status: Status
    /// The item's name: "Stopwatch".
    public var title: String
    /// The time to the second beside the icon, "12:34", "1:02:03"; empty before the start.
    public var label: String
    /// The widest text the label takes at this length, so the panel keeps its width still.
    public var labelGuide: String
    /// The tooltip: "Stopwatch running", then "12:34 · Lap 3".
    public var tooltipTitle: String
    public var tooltipText: String
    public var menu: [MenuItem]

    public init(
        status: Status, title: String, label: String, labelGuide: String, tooltipTitle: String, tooltipText: String,
        menu: [MenuItem]
    ) {
        self.status = status
        self.title = title
        self.label = label
        self.labelGuide = labelGuide
        self.tooltipTitle = tooltipTitle
        self.tooltipText = tooltipText
        self.menu = menu
    }
}
