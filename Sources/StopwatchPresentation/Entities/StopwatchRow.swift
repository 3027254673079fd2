import StopwatchCore

/// One stopwatch in the list of stopwatches, as every frontend shows it: its name, its time to
/// the second, its status and where its goal stands, and whether it is the current one.
public struct StopwatchRow: Equatable, Sendable {
    public let id: StopwatchID
    public let name: String
    /// "01:23", "1:02:03": changes once a second at most.
    public let time: String
    /// "Ready", "Running", "Paused".
    public let status: String
    /// Where its goal stands, "42 min of 1 h today"; empty without a goal.
    public let goal: String
    /// Its status and goal on one line: "Running · 42 min of 1 h today", "Running".
    public var statusLine: String { goal.isEmpty ? status : status + " · " + goal }
    /// Its time, status and goal on one line, for a frontend that shows them together:
    /// "01:23  Running · 42 min of 1 h today".
    public var details: String { time + "  " + statusLine }
    public let isCurrent: Bool
    /// Its position from 1.
    public let position: Int
    /// The digit of the key that makes it current ("3" for Alt+3); empty past the ninth.
    public var shortcutDigit: String { KeyBindings.numberedPositions.contains(position) ? String(position) : "" }
    /// What a screen reader says of it: "Tea, running, 1 minute 5 seconds", then its goal.
    public let spokenDescription: String

    public init(
        id: StopwatchID, name: String, time: String, status: String, isCurrent: Bool, position: Int, spokenDescription: String,
        goal: String = ""
    ) {
        self.goal = goal
        self.id = id
        self.name = name
        self.time = time
        self.status = status
        self.isCurrent = isCurrent
        self.position = position
        self.spokenDescription = spokenDescription
    }
}
