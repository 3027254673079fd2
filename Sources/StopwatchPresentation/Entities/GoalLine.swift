/// A goal's progress as Home shows it (ARCHITECTURE.md, "Goals"): its words ("42 min of 1 h
/// today", "1 h today, +12 min") and how full its bar is. Both to the whole minute, so it
/// changes when its words do and no oftener.
public struct GoalLine: Hashable, Sendable {
    public let text: String
    /// From 0 to 1: the whole minutes done of the goal's.
    public let fraction: Double
    public let isMet: Bool

    public init(text: String, fraction: Double, isMet: Bool) {
        self.text = text
        self.fraction = fraction
        self.isMet = isMet
    }
}
