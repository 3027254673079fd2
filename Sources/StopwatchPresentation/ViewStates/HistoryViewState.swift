/// What the History screen shows.
public struct HistoryViewState: Equatable, Sendable {
    public enum Content: Equatable, Sendable {
        /// Reading the history; nothing to show yet.
        case loading
        /// Past sessions, newest first.
        case sessions(HistoryRows)
        /// A page with a title and a sentence instead of the list: an empty history (and how
        /// sessions get there), or a history that cannot be read.
        case placeholder(title: String, explanation: String)
    }

    public var content: Content

    /// The rows of its list: none while loading or with a placeholder.
    public var rowCount: Int {
        if case .sessions(let rows) = content { rows.count } else { 0 }
    }

    public init(content: Content) {
        self.content = content
    }
}
