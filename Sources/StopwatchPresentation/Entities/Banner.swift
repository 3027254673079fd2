/// The one banner across the top of the screens, when something about the stopwatch as a
/// whole must stay in sight: it is not being saved, or it is only being watched.
public struct Banner: Equatable, Sendable {
    /// How it looks: a warning (something is wrong) or information.
    public enum Kind: Equatable, Sendable {
        case warning, information
    }

    public let message: String
    public let kind: Kind

    public init(message: String, kind: Kind) {
        self.message = message
        self.kind = kind
    }
}
