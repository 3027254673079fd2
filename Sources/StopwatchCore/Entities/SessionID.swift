/// Identifies a finished session in the history.
///
/// Made when the session ends, so that undoing its reset can remove it from the history
/// even while storing it is still under way on another thread.
public struct SessionID: Hashable, Comparable, Sendable {
    public let rawValue: Int64

    public init(rawValue: Int64) {
        self.rawValue = rawValue
    }

    /// A new identifier, positive and random.
    public static func make<Generator: RandomNumberGenerator>(using generator: inout Generator) -> SessionID {
        SessionID(rawValue: Int64.random(in: 1...Int64.max, using: &generator))
    }

    public static func < (lhs: SessionID, rhs: SessionID) -> Bool { lhs.rawValue < rhs.rawValue }
}
