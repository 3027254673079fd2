/// What the undo notice does (``UndoNotice``).
public enum NoticeCommand: Hashable, Sendable, CaseIterable {
    /// Undo the reset, removal, deletion or correction the notice shows.
    case undo
    /// Hide the notice.
    case dismiss

    public var name: String {
        switch self {
        case .undo: "undo"
        case .dismiss: "dismiss-notice"
        }
    }
}
