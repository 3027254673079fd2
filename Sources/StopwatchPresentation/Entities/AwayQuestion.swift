import StopwatchCore

/// The question asked on the person's return (``AwayWatch``): "You were away 12 min while
/// Writing ran", with Keep and Take Away. It stays until answered, whatever is shown.
public struct AwayQuestion: Equatable, Sendable {
    public let message: String
    public let keep: CommandButton
    public let takeAway: CommandButton
    /// Each away's own number: the same words twice are still two questions.
    public let number: Int

    public init(message: String, keep: CommandButton, takeAway: CommandButton, number: Int) {
        self.message = message
        self.keep = keep
        self.takeAway = takeAway
        self.number = number
    }
}
