/// A session of the whole history, as the command line lists it: one of this machine's,
/// whole, with its laps; or one of another machine's, as its summary (a sync folder carries
/// no laps, ARCHITECTURE.md "On every machine").
public enum HistoryEntry: Equatable, Sendable {
    case here(Session)
    case elsewhere(SessionSummary)

    /// What the history list shows of it, with the machine it ran on when that is another.
    public var summary: SessionSummary {
        switch self {
        case .here(let session): session.summary
        case .elsewhere(let summary): summary
        }
    }
}
