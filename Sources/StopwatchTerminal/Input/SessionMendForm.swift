import CNcurses
import StopwatchPresentation

/// The Mend Session dialog's fields as typed in the terminal: five lines of text, one of them
/// being typed in. Tab and ↓ go to the next field, Shift+Tab and ↑ to the one before, characters
/// and BackSpace edit it, Enter gives them all, Escape closes the dialog.
struct SessionMendForm {
    /// What a key did.
    enum Edit: Equatable {
        case give(SessionMendInput)
        case cancel
        case edited
    }

    private(set) var texts: [String] = []
    /// The field being typed in: 0 is when it began, 4 where to split it.
    private(set) var focused = 0

    /// The fields as `dialog` opens them, the first typed in.
    mutating func reset(to dialog: SessionMendViewState) {
        texts = Self.fields(of: dialog).map(\.text)
        focused = 0
    }

    /// The dialog's fields, in order.
    static func fields(of dialog: SessionMendViewState) -> [SessionMendViewState.Field] {
        [dialog.began, dialog.ended, dialog.stopwatch, dialog.note, dialog.splitAt]
    }

    /// What `event` does; every key is the form's while it is open (`nil`: none).
    mutating func edit(_ event: TerminalKeyEvent) -> Edit? {
        guard texts.count == 5 else { return nil }
        switch event {
        case .character(10), .character(13), .code(cncurses_key_enter, _):
            return .give(
                SessionMendInput(began: texts[0], ended: texts[1], stopwatch: texts[2], note: texts[3], splitAt: texts[4]))
        case .character(27):
            return .cancel
        case .character(9), .code(cncurses_key_down, _):
            focused = (focused + 1) % texts.count
        case .code(cncurses_key_tab_back, _), .code(cncurses_key_up, _):
            focused = (focused + texts.count - 1) % texts.count
        case .character(127), .character(8), .code(cncurses_key_backspace, _):
            if !texts[focused].isEmpty { texts[focused].removeLast() }
        case .character(let code) where code >= 32:
            // A note holds more than a moment or a name; the ViewModel bounds each.
            if let scalar = Unicode.Scalar(code), texts[focused].count < (focused == 3 ? 1_000 : 80) {
                texts[focused].append(Character(scalar))
            }
        default:
            break
        }
        return .edited
    }
}
