/// The Mend Session dialog (``SessionMendingViewModel``), while it is open: a row each for when
/// the past session began and ended, its stopwatch, its note and a moment to split it at, what
/// the rows take, why the last try was refused, and Cancel and Mend. The Add Session dialog is
/// the same without the note and the split.
public struct SessionMendViewState: Equatable, Sendable {
    /// One row: its title, the text it shows when the dialog opens, and the most characters
    /// it takes (what a mend may hold, or room enough for a moment).
    public struct Field: Equatable, Sendable {
        public let title: String
        public let text: String
        public var limit = 80
    }

    public var title: String
    public var began: Field
    public var ended: Field
    public var stopwatch: Field
    /// `nil`: the dialog has no such row (Add Session).
    public var note: Field?
    public var splitAt: Field?
    /// How moments are typed, and that each row moves only what it names.
    public var explanation: String
    /// Why the last try changed nothing (or changed only the rows before it), if it did.
    public var problem: String?
    public var cancel: CommandButton
    /// Mend: sends ``SessionCommand/applyMend(_:)`` with what the rows hold.
    public var apply: CommandButton
    /// After a refusal for meeting another session: the offer to trim that one ("Trim That
    /// Session") and mend again; `nil` otherwise.
    public var trim: CommandButton? = nil
    /// The offer's words, where the dialog can make it (Mend Session, not Add Session): a window
    /// shows its button from the start, usable once offered.
    public var trimTitle: String? = nil
    /// Joins the session and the next of its stopwatch (``SessionCommand/joinNext``); `nil` in
    /// Add Session.
    public var join: CommandButton? = nil
}
