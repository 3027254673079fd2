/// The History screen's own commands (``HistoryViewModel``).
public enum HistoryCommand: Hashable, Sendable {
    /// List only the sessions `filter` admits (`history-filter ''`, `'this'`,
    /// `'machine:ID'` or `'stopwatch:NAME'`).
    case filter(HistoryFilter)

    public var name: String {
        switch self {
        case .filter: "history-filter"
        }
    }
}
