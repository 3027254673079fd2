/// The History screen's own commands (``HistoryViewModel``).
public enum HistoryCommand: Hashable, Sendable {
    /// List only the sessions `filter` admits (`history-filter ''`, `'this'`,
    /// `'machine:ID'` or `'stopwatch:NAME'`).
    case filter(HistoryFilter)
    /// Choose the filter after the chosen one, round to All Sessions (F, where a menu is not
    /// at hand: the terminal).
    case nextFilter

    public var name: String {
        switch self {
        case .filter: "history-filter"
        case .nextFilter: "history-next-filter"
        }
    }
}
