/// A lap's note being edited in its row: Enter keeps it, Escape cancels.
public struct LapNoteEditor: Equatable, Sendable {
    /// The lap's number (1 is the first).
    public let lap: Int
    /// The note it has now ("" without one): what the field starts with.
    public let text: String
    /// The most characters the field takes.
    public let limit: Int
    /// The field's name for assistive technology: "Note for Lap 3".
    public let accessibleLabel: String
    /// What the empty field shows: "What was this lap?".
    public let placeholder: String
    /// Why the last note was refused; `nil` before any.
    public let problem: String?
    /// The lap's title, before the note in a row that shows it typed ("Lap 3").
    public let lapTitle: String

    public init(
        lap: Int, text: String, limit: Int, accessibleLabel: String, placeholder: String, problem: String? = nil, lapTitle: String = ""
    ) {
        self.lapTitle = lapTitle
        self.lap = lap
        self.text = text
        self.limit = limit
        self.accessibleLabel = accessibleLabel
        self.placeholder = placeholder
        self.problem = problem
    }

    /// The row of a frontend that shows the note as it is typed in the row itself: "Lap 3: the
    /// hill".
    public func line(typed text: String) -> String {
        lapTitle + ": " + text
    }
}
