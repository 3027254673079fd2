/// Why the stopwatch is not being saved: a kind, not words, so that presentation says it in
/// the user's language. Only the system's own reasons come as text (the C library words
/// them, in the user's language where it can).
public enum SaveProblem: Equatable, Sendable, ExpressibleByStringLiteral {
    /// What the system said of a failed save or read: "No space left on device".
    case system(String)
    /// The state file is from a newer version of the app: left as it is.
    case newerVersion
    /// The state file is unusable and could not be moved aside, for the system's reason.
    case unmovable(String)

    /// A reason in the system's words.
    public init(stringLiteral reason: String) {
        self = .system(reason)
    }
}
