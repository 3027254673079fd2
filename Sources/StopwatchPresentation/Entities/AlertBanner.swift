/// The banner in the window of the last alert reached (``AlertTelling``): "Focus reached
/// 25:00", what the alert was beneath, and a button that closes it. It stays until closed,
/// or the next alert takes its place: whoever set the alert may be away from the screen.
public struct AlertBanner: Equatable, Sendable {
    public let message: String
    public let detail: String
    public let dismiss: CommandButton
    /// Each alert's own number: the same words twice are still two alerts (a terminal rings
    /// its bell for each).
    public let number: Int

    /// Message and detail on one line, for a frontend with one line for it (the terminal):
    /// "Focus reached 25:00 · alert at 25:00".
    public var line: String { message + " · " + detail }

    public init(message: String, detail: String, dismiss: CommandButton, number: Int) {
        self.message = message
        self.detail = detail
        self.dismiss = dismiss
        self.number = number
    }
}
