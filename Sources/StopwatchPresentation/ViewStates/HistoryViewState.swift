/// What the History screen shows.
public struct HistoryViewState: Equatable, Sendable {
    public enum Content: Equatable, Sendable {
        /// Reading the history; nothing to show yet.
        case loading
        /// Past sessions, newest first.
        case sessions(HistoryRows)
        /// A page with a title and a sentence instead of the list: an empty history (and how
        /// sessions get there), none the filter admits, or a history that cannot be read.
        case placeholder(title: String, explanation: String)
    }

    public var content: Content
    /// What the list may narrow to, the chosen one marked: none while nothing is kept.
    public var filters: [HistoryFilterChoice]
    /// The filter's name, "Show", and its button as a screen reader names it: "Show: Writing".
    public var filterTitle: String
    public var filterSpoken: String
    /// The next choice, by its key (F), for a frontend without a menu (the terminal); `nil`
    /// with fewer than two choices.
    public var nextFilter: CommandButton?
    /// Add Session…: a session not timed, added by hand.
    public var addSession: CommandButton?

    /// The rows of its list: none while loading or with a placeholder.
    public var rowCount: Int {
        if case .sessions(let rows) = content { rows.count } else { 0 }
    }

    /// The filter chosen.
    public var filter: HistoryFilter {
        filters.first(where: \.isChosen)?.filter ?? .everything
    }

    public init(
        content: Content, filters: [HistoryFilterChoice] = [], filterTitle: String = "", filterSpoken: String = "",
        nextFilter: CommandButton? = nil, addSession: CommandButton? = nil
    ) {
        self.content = content
        self.addSession = addSession
        self.nextFilter = nextFilter
        self.filters = filters
        self.filterTitle = filterTitle
        self.filterSpoken = filterSpoken
    }
}
