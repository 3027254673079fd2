/// Identifies one stopwatch of the collection for as long as it exists: kept in the state
/// file, and a way to target it from outside ("2"), whatever its name becomes.
public struct StopwatchID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The first stopwatch's, and a migrated version-1 file's.
    public static let first = StopwatchID(rawValue: 1)

    /// Ids run from 1 to this; a file's are bounded to it before use.
    public static let maximumRawValue = 1_000_000_000

    public var description: String { String(rawValue) }

    public static func < (lhs: StopwatchID, rhs: StopwatchID) -> Bool { lhs.rawValue < rhs.rawValue }
}
