import CNcurses
import StopwatchPresentation

/// The Goal dialog as typed in the terminal: how often (a choice of the dialog's), then hours
/// and minutes as digits. Tab and ↓ go to the next line, Shift+Tab and ↑ to the one before; on
/// how often, ← and → (or Space) choose; digits and BackSpace edit a number; Enter gives it all,
/// Escape closes the dialog.
struct GoalForm {
    /// What a key did.
    enum Edit: Equatable {
        case give(GoalInput)
        case cancel
        case edited
    }

    /// The line typed in: 0 how often, 1 the hours, 2 the minutes.
    private(set) var focused = 0
    /// Which of the dialog's choices is made.
    private(set) var chosen = 0
    private(set) var hours = ""
    private(set) var minutes = ""
    private var choices: [GoalDialogViewState.Choice] = []

    /// The lines as `dialog` opens them: its choice made, its hours and minutes.
    mutating func reset(to dialog: GoalDialogViewState) {
        choices = dialog.choices
        chosen = dialog.choices.firstIndex { $0.period == dialog.period } ?? 0
        hours = String(dialog.hours)
        minutes = String(dialog.minutes)
        focused = 0
    }

    /// What `event` does; every key is the form's while it is open (`nil`: not reset yet).
    mutating func edit(_ event: TerminalKeyEvent) -> Edit? {
        guard !choices.isEmpty else { return nil }
        switch event {
        case .character(10), .character(13), .code(cncurses_key_enter, _):
            return .give(GoalInput(period: choices[chosen].period, hours: Int(hours) ?? 0, minutes: Int(minutes) ?? 0))
        case .character(27):
            return .cancel
        case .character(9), .code(cncurses_key_down, _):
            focused = (focused + 1) % 3
        case .code(cncurses_key_tab_back, _), .code(cncurses_key_up, _):
            focused = (focused + 2) % 3
        case .code(cncurses_key_right, _) where focused == 0, .character(32) where focused == 0:
            chosen = (chosen + 1) % choices.count
        case .code(cncurses_key_left, _) where focused == 0:
            chosen = (chosen + choices.count - 1) % choices.count
        case .character(127), .character(8), .code(cncurses_key_backspace, _):
            if focused == 1, !hours.isEmpty { hours.removeLast() }
            if focused == 2, !minutes.isEmpty { minutes.removeLast() }
        // Digits only, and no more than a week's hours take (the ViewModel bounds them anyway).
        case .character(let code) where (48...57).contains(code):
            let digit = Character(Unicode.Scalar(UInt8(code)))
            if focused == 1, hours.count < 3 { hours = Self.appending(digit, to: hours) }
            if focused == 2, minutes.count < 2 { minutes = Self.appending(digit, to: minutes) }
        default:
            break
        }
        return .edited
    }

    /// `digit` after `number`, without a leading zero ("0" then "5" is "5").
    private static func appending(_ digit: Character, to number: String) -> String {
        number == "0" ? String(digit) : number + String(digit)
    }
}
