/// One choice of History's filter: "All Sessions", a stopwatch's name, "This Computer", another
/// computer's name; chosen or not.
public struct HistoryFilterChoice: Equatable, Sendable {
    public let filter: HistoryFilter
    public let label: String
    public let isChosen: Bool
    /// Whether it begins a group of the menu (the stopwatches, the computers).
    public let startsGroup: Bool
    /// The command that chooses it.
    public var command: AppCommand { .history(.filter(filter)) }

    public init(filter: HistoryFilter, label: String, isChosen: Bool, startsGroup: Bool = false) {
        self.filter = filter
        self.label = label
        self.isChosen = isChosen
        self.startsGroup = startsGroup
    }
}
