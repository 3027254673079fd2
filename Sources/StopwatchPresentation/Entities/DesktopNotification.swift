/// A desktop notification the app shows, a title, a body and buttons that send commands:
/// the one that shows the stopwatch while its window is not seen (ARCHITECTURE.md, "Out of
/// sight": "Stopwatch running", the lap in progress, Pause and Lap or Resume and Reset;
/// clicking it opens the window), and the one of an alert reached (``AlertTelling``: "Focus
/// reached 25:00", what the alert was, Pause and Lap for that stopwatch), which replaces the
/// alert before it, stands beside the stopwatch's own and does not keep the app running.
public struct DesktopNotification: Equatable, Sendable {
    public let title: String
    public let body: String
    public let buttons: [CommandButton]

    public init(title: String, body: String, buttons: [CommandButton]) {
        self.title = title
        self.body = body
        self.buttons = buttons
    }
}
