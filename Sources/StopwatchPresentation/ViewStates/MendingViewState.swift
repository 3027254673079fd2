/// What mending has open (``MendingViewModel``).
public struct MendingViewState: Equatable, Sendable {
    /// The Adjust Time dialog, while it is open.
    public var timeAdjustment: TimeAdjustmentViewState?
    /// The lap note being edited in its row, if any.
    public var noteEditor: LapNoteEditor?

    public init(timeAdjustment: TimeAdjustmentViewState? = nil, noteEditor: LapNoteEditor? = nil) {
        self.timeAdjustment = timeAdjustment
        self.noteEditor = noteEditor
    }
}
