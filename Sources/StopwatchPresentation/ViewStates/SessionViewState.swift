/// What the screen of one past session shows.
public struct SessionViewState: Equatable, Sendable {
    public enum Content: Equatable, Sendable {
        case loading
        /// The session: a summary line, its statistics and chart, and its laps, newest first,
        /// with the same list as the Laps screen, and the button that deletes it.
        case session(summary: String, glance: LapGlance?, columns: LapColumns, laps: LapRowList, delete: CommandButton)
        /// A title and a sentence instead: the session is gone, or cannot be read.
        case placeholder(title: String, explanation: String)
    }

    /// When it was started, in the user's format (the screen's title).
    public var title: String
    public var content: Content
    /// The button that opens the Mend Session dialog, with the session shown.
    public var mend: CommandButton?

    /// The rows of its lap list: none while loading or with a placeholder.
    public var rowCount: Int {
        if case .session(_, _, _, let laps, _) = content { laps.laps.count } else { 0 }
    }

    public init(title: String, content: Content, mend: CommandButton? = nil) {
        self.title = title
        self.content = content
        self.mend = mend
    }
}
