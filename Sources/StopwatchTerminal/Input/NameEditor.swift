import CNcurses

/// The name typed while a stopwatch is renamed, kept as an entry widget keeps its text:
/// characters and BackSpace edit it, Enter gives it, Escape keeps the old one.
struct NameEditor {
    /// What a key did to the name.
    enum Edit: Equatable {
        /// The name is given: rename the stopwatch to it.
        case give(String)
        case cancel
        /// The text changed (or a key was the entry's and changed nothing).
        case edited
    }

    private(set) var text = ""

    /// Starts from the stopwatch's name, while nothing is being renamed.
    mutating func reset(to name: String) {
        text = name
    }

    /// What `event` does to the name, holding at most `limit` characters; `nil` for a key
    /// that is not the entry's.
    mutating func edit(_ event: TerminalKeyEvent, limit: Int) -> Edit? {
        switch event {
        case .character(10), .character(13), .code(cncurses_key_enter, _):
            return .give(text)
        case .character(27):
            return .cancel
        case .character(127), .character(8), .code(cncurses_key_backspace, _):
            if !text.isEmpty { text.removeLast() }
            return .edited
        case .character(let code) where code >= 32:
            if let scalar = Unicode.Scalar(code), text.count < limit { text.append(Character(scalar)) }
            return .edited
        default:
            return nil
        }
    }
}
