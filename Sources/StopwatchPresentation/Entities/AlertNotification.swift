/// The desktop notification of an alert reached (``AlertTelling``): "Focus reached 25:00",
/// what the alert was, and Pause and Lap for that stopwatch. Each replaces the one before;
/// it stands beside the stopwatch's own notification (``BackgroundNotification``), and does
/// not keep the app running.
public struct AlertNotification: Equatable, Sendable {
    public let title: String
    public let body: String
    public let buttons: [CommandButton]

    public init(title: String, body: String, buttons: [CommandButton]) {
        self.title = title
        self.body = body
        self.buttons = buttons
    }
}
