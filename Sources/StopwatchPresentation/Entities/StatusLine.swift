/// What the line along the bottom of a screen says, chosen: the undo notice while it lasts,
/// else the last message (a copy or an export done), else the keys that help.
public enum StatusLine: Equatable, Sendable {
    case notice(Notice)
    case message(String)
    case keys

    /// The line for `notice` and the last `message`: the notice wins, as it offers a way back.
    public init(notice: Notice?, message: String?) {
        if let notice {
            self = .notice(notice)
        } else if let message {
            self = .message(message)
        } else {
            self = .keys
        }
    }
}
