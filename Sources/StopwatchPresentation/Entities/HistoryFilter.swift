import StopwatchCore

/// Which past sessions History lists: all of them, one stopwatch's (of every machine), or one
/// machine's (this one's, or another of a sync folder's).
public enum HistoryFilter: Hashable, Sendable {
    case everything
    /// The sessions of the stopwatch of this name (names compare as stopwatch names do).
    case stopwatch(String)
    /// This machine's sessions.
    case thisMachine
    /// Another machine's sessions.
    case machine(MachineID)

    /// Whether History lists `summary` under it.
    public func admits(_ summary: SessionSummary) -> Bool {
        switch self {
        case .everything: true
        case .stopwatch(let name): summary.stopwatchName.map { StopwatchName.same($0, name) } ?? false
        case .thisMachine: summary.machine == nil
        case .machine(let machine): summary.machine == machine
        }
    }

    /// The argument of the action `history-filter` that names it: "", "this", "machine:ID",
    /// "stopwatch:NAME".
    public var argument: String {
        switch self {
        case .everything: ""
        case .stopwatch(let name): Self.stopwatchPrefix + name
        case .thisMachine: "this"
        case .machine(let machine): Self.machinePrefix + machine.text
        }
    }

    /// The filter `argument` names; `nil` for one that names none (a stopwatch's name that no
    /// stopwatch could have, a machine id of the wrong shape).
    public init?(argument: String) {
        if argument.isEmpty {
            self = .everything
        } else if argument == "this" {
            self = .thisMachine
        } else if argument.hasPrefix(Self.machinePrefix), let machine = MachineID(String(argument.dropFirst(Self.machinePrefix.count))) {
            self = .machine(machine)
        } else if argument.hasPrefix(Self.stopwatchPrefix),
            let name = try? StopwatchName.normalized(String(argument.dropFirst(Self.stopwatchPrefix.count)))
        {
            self = .stopwatch(name)
        } else {
            return nil
        }
    }

    private static let stopwatchPrefix = "stopwatch:"
    private static let machinePrefix = "machine:"
}
