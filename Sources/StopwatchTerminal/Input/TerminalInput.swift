import CNcurses
import StopwatchPresentation

/// What a key means in the terminal: one of the shared ``Key``s (sent to the app ViewModel),
/// or something only the terminal has: moving in a list, closing a window, a resize.
enum TerminalInput: Equatable {
    case key(Key)
    /// `q`: quit, as Ctrl+Q (a terminal program is expected to quit on q).
    case quit
    /// `?`: the keyboard shortcuts (a terminal cannot tell Ctrl+? from BackSpace).
    case help
    case move(ListMove)
    /// Curses took a new size (its `KEY_RESIZE`): only a redraw is due.
    case resized
    case ignored

    /// How a list's cursor moves.
    enum ListMove: Equatable {
        case up, down, pageUp, pageDown, first, last
    }

    init(_ event: TerminalKeyEvent) {
        switch event {
        case .character(let code): self = Self.character(code)
        case .code(let code, let name): self = Self.function(code, name: name)
        }
    }

    private static func character(_ code: UInt32) -> TerminalInput {
        switch code {
        case 32: return .key(.space)
        case 10, 13: return .key(.enter)
        case 27: return .key(.escape)
        // BackSpace (and Ctrl+?) arrive as DEL: nothing, never a reset.
        case 127: return .ignored
        case 9: return .key(.tab)
        case 1...26: return .key(.control(Character(Unicode.Scalar(code + 96)!)))
        default:
            guard let scalar = Unicode.Scalar(code) else { return .ignored }
            let character = Character(scalar)
            if character == "q" { return .quit }
            if character == "?" { return .help }
            return .key(.character(Character(character.lowercased())))
        }
    }

    private static func function(_ code: Int32, name: String) -> TerminalInput {
        switch code {
        case cncurses_key_enter: return .key(.keypadEnter)
        case cncurses_key_delete: return .key(.delete)
        case cncurses_key_up: return .move(.up)
        case cncurses_key_down: return .move(.down)
        case cncurses_key_page_up: return .move(.pageUp)
        case cncurses_key_page_down: return .move(.pageDown)
        case cncurses_key_home: return .move(.first)
        case cncurses_key_end: return .move(.last)
        case cncurses_key_resize: return .resized
        case cncurses_key_tab_back: return .key(.shiftTab)
        default:
            switch name {
            case "kLFT3": return .key(.altLeft)
            case "KEY_F(2)": return .key(.f2)
            case "kPRV5": return .key(.controlPageUp)
            case "kNXT5": return .key(.controlPageDown)
            case "kPRV6": return .key(.controlShiftPageUp)
            case "kNXT6": return .key(.controlShiftPageDown)
            default: return .ignored
            }
        }
    }
}
