/// What happens to the time a stopwatch ran while the person was away (GSettings
/// `when-away`): they are asked (the default), it is taken away at once (said, with Undo),
/// or it is kept without a word.
public enum WhenAway: String, CaseIterable, Sendable {
    case ask
    case takeAway = "take-away"
    case keep
}
