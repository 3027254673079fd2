import CNcurses
import CTerminalGuard

/// The terminal through ncurses: the only file that calls it. The screen is drawn whole into
/// curses' buffer and `refresh` sends only the cells that changed, so nothing flickers.
@MainActor
final class Curses {
    /// How text is drawn.
    enum Style {
        case plain, bold, dim, reverse, best, worst, warning
    }

    /// How long a lone Escape waits to see whether a key's sequence follows.
    static let escapeDelay: Duration = .milliseconds(25)

    private var isActive = false

    /// The screen's size as curses knows it now.
    var rows: Int32 { isActive ? cncurses_rows() : 24 }
    var columns: Int32 { isActive ? cncurses_columns() : 80 }

    /// Takes the terminal: the alternate screen, no echo, keys one by one, cursor hidden. A
    /// crash signal puts the terminal back before the process dies.
    func start() {
        terminal_guard_install()
        initscr()
        raw()
        noecho()
        nonl()
        cncurses_set_input_modes()
        set_escdelay(Int32(Self.escapeDelay.components.attoseconds / 1_000_000_000_000_000))
        curs_set(0)
        if has_colors() {
            start_color()
            use_default_colors()
            init_pair(1, Int16(COLOR_GREEN), -1)
            init_pair(2, Int16(COLOR_RED), -1)
            init_pair(3, Int16(COLOR_YELLOW), -1)
        }
        isActive = true
    }

    /// Gives the terminal back as it was.
    func stop() {
        guard isActive else { return }
        isActive = false
        endwin()
    }

    /// The terminal was resized (SIGWINCH): curses learns the new size from the terminal.
    ///
    /// Only the signal may call this. ncurses 6.4's `resizeterm` queues a `KEY_RESIZE` for
    /// `get_wch`, even when the size did not change; answering that key with another
    /// `resizeterm` queued another one, forever, inside one dispatch of the main loop: every
    /// key and signal was starved and the program spun at 100 % of a core.
    func resize() {
        guard isActive else { return }
        var newRows = rows
        var newColumns = columns
        cncurses_terminal_size(&newRows, &newColumns)
        resizeterm(newRows, newColumns)
    }

    /// Starts a new frame: everything is drawn again into curses' buffer.
    /// Rings the terminal's bell (or flashes it, as the terminal is set up).
    func bell() {
        _ = beep()
    }

    func beginFrame() {
        erase()
    }

    /// Sends what changed since the last frame to the terminal.
    func endFrame() {
        refresh()
    }

    /// Draws `text` at `row`, `column`, cut at the right edge.
    func draw(_ text: String, row: Int32, column: Int32, style: Style = .plain) {
        guard row >= 0, row < rows, column >= 0, column < columns else { return }
        text.withCString { cncurses_put(row, column, $0, attributes(style)) }
    }

    /// The next key pressed, if any: a character, or a curses key code.
    func nextKey() -> TerminalKeyEvent? {
        var character: wint_t = 0
        let result = get_wch(&character)
        guard result != cncurses_err else { return nil }
        if result == KEY_CODE_YES {
            let code = Int32(character)
            return TerminalKeyEvent.code(code, name: keyname(code).map { String(cString: $0) } ?? "")
        }
        return .character(UInt32(character))
    }

    private func attributes(_ style: Style) -> attr_t {
        switch style {
        case .plain: 0
        case .bold: cncurses_bold()
        case .dim: cncurses_dim()
        case .reverse: cncurses_reverse()
        case .best: cncurses_color_pair(1) | cncurses_bold()
        case .worst: cncurses_color_pair(2) | cncurses_bold()
        case .warning: cncurses_color_pair(3) | cncurses_reverse()
        }
    }
}

/// A key as curses reports it.
enum TerminalKeyEvent: Equatable {
    /// A character typed (control characters included: Ctrl+L is 12).
    case character(UInt32)
    /// A function key: its curses code and name (`KEY_DOWN`, `kLFT3` for Alt+Left).
    case code(Int32, name: String)
}
