import CNcurses
import StopwatchPresentation

/// The Mend Session dialog's fields as typed in the terminal: five lines of text (Add Session's
/// three), one of them being typed in. Tab and ↓ go to the next field, Shift+Tab and ↑ to the
/// one before, characters and BackSpace edit it, Enter gives them all, Ctrl+T takes the offer to
/// trim the session met, Ctrl+N joins the next session of its stopwatch, Escape closes the dialog.
struct SessionMendForm {
    /// What a key did.
    enum Edit: Equatable {
        case give(SessionMendInput)
        case cancel
        /// Ctrl+T: trim the session the last mend met, as offered.
        case trim
        /// Ctrl+N: join the next session of its stopwatch (Ctrl+J is Enter in a terminal).
        case join
        case edited
    }

    private(set) var texts: [String] = []
    /// The most characters each field takes, as the dialog says.
    private var limits: [Int] = []
    /// The field being typed in: 0 is when it began, 4 where to split it.
    private(set) var focused = 0

    /// The fields as `dialog` opens them, the first typed in.
    mutating func reset(to dialog: SessionMendViewState) {
        texts = Self.fields(of: dialog).map(\.text)
        limits = Self.fields(of: dialog).map(\.limit)
        focused = 0
    }

    /// The dialog's fields, in order (Add Session has neither a note nor a split).
    static func fields(of dialog: SessionMendViewState) -> [SessionMendViewState.Field] {
        [dialog.began, dialog.ended, dialog.stopwatch, dialog.note, dialog.splitAt].compactMap { $0 }
    }

    /// What `event` does; every key is the form's while it is open (`nil`: none).
    mutating func edit(_ event: TerminalKeyEvent) -> Edit? {
        guard texts.count >= 3 else { return nil }
        switch event {
        case .character(10), .character(13), .code(cncurses_key_enter, _):
            let typed = texts + Array(repeating: "", count: max(0, 5 - texts.count))
            return .give(SessionMendInput(began: typed[0], ended: typed[1], stopwatch: typed[2], note: typed[3], splitAt: typed[4]))
        case .character(27):
            return .cancel
        case .character(20):
            return .trim
        case .character(14):
            return .join
        case .character(9), .code(cncurses_key_down, _):
            focused = (focused + 1) % texts.count
        case .code(cncurses_key_tab_back, _), .code(cncurses_key_up, _):
            focused = (focused + texts.count - 1) % texts.count
        case .character(127), .character(8), .code(cncurses_key_backspace, _):
            if !texts[focused].isEmpty { texts[focused].removeLast() }
        case .character(let code) where code >= 32:
            if let scalar = Unicode.Scalar(code), texts[focused].count < limits[focused] {
                texts[focused].append(Character(scalar))
            }
        default:
            break
        }
        return .edited
    }
}
