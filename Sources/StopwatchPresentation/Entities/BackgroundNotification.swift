/// The notification that shows the stopwatch while its window is not seen (ARCHITECTURE.md, "Out of sight"):
/// "Stopwatch running", the lap in progress, and the buttons of the state (Pause and Lap;
/// Resume and Reset). Clicking it opens the window.
public struct BackgroundNotification: Equatable, Sendable {
    public let title: String
    public let body: String
    public let buttons: [CommandButton]

    public init(title: String, body: String, buttons: [CommandButton]) {
        self.title = title
        self.body = body
        self.buttons = buttons
    }
}
