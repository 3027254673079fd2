/// A short message over the screens with a button, such as "Stopwatch reset · Undo". It
/// goes away by itself after ``Notice/duration``.
public struct Notice: Equatable, Sendable {
    /// How long a notice stays.
    public static let duration: Duration = .seconds(10)

    public let message: String
    /// The button: its label and the command it sends.
    public let action: CommandButton

    public init(message: String, action: CommandButton) {
        self.message = message
        self.action = action
    }
}
