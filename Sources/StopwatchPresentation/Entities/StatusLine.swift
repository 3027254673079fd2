/// What the line along the bottom of a terminal's screen says, chosen and written: the undo
/// notice while it lasts, else the last message (a copy or an export done), else the keys
/// that help.
public enum StatusLine: Equatable, Sendable {
    /// "Stopwatch reset   Ctrl + Z Undo".
    case notice(String)
    case message(String)
    /// "? Keys   q Quit": the terminal's own keys for help and for quitting.
    case keys(String)

    /// The line for `notice` and the last `message`: the notice wins, as it offers a way back.
    @MainActor
    public init(notice: Notice?, message: String?, hints: KeyHintMapper, labels: WindowLabels) {
        if let notice {
            self = .notice(notice.message + "   " + hints.hint(notice.action))
        } else if let message {
            self = .message(message)
        } else {
            self = .keys("? " + labels.keys + "   q " + labels.quit)
        }
    }
}
