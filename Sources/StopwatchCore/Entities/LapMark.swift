/// How a completed lap compares with the others.
///
/// Laps are only marked once there are two or more of them: with a single lap there is
/// nothing to compare against.
public enum LapMark: Equatable, Hashable, Sendable {
    case normal
    /// The shortest lap (the earliest one on a tie).
    case best
    /// The longest lap (the earliest one on a tie).
    case worst
}
