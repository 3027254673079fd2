/// How a stopwatch is named from outside the app (D-Bus, the command line): by its name,
/// ignoring case, or else by its id. A value of the ids and names alone, so another thread (a
/// bus adapter answering before the main loop) can resolve a target without the stopwatches.
public struct StopwatchTargets: Equatable, Sendable {
    private let entries: [(id: StopwatchID, name: String)]

    public init(_ entries: [(id: StopwatchID, name: String)]) {
        self.entries = entries
    }

    /// The stopwatch `target` names; `nil` when none has that name or id.
    public func resolve(_ target: String) -> StopwatchID? {
        if let named = entries.first(where: { StopwatchName.same($0.name, target) }) { return named.id }
        guard let number = Int(target) else { return nil }
        return entries.first { $0.id.rawValue == number }?.id
    }

    public var count: Int { entries.count }

    /// Whether the entry at `index` is `member`'s id and name.
    public func matches(_ member: NamedStopwatch, at index: Int) -> Bool {
        entries[index].id == member.id && entries[index].name == member.name
    }

    public static func == (lhs: StopwatchTargets, rhs: StopwatchTargets) -> Bool {
        lhs.entries.map(\.id) == rhs.entries.map(\.id) && lhs.entries.map(\.name) == rhs.entries.map(\.name)
    }
}
