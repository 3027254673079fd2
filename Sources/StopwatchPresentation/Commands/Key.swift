/// A key or key combination, as every frontend can name it. Each frontend maps its own key
/// events to these (GTK key names, curses key codes), and ``KeyBindings`` maps these to
/// commands, so the keys are the same everywhere.
public enum Key: Hashable, Sendable {
    case space
    /// Shift with Space: asks when it started or stopped ("Started … ago", "Paused … ago").
    case shiftSpace
    case enter
    case keypadEnter
    case delete
    case escape
    /// A key that types `character`, with no modifier: `l`.
    case character(Character)
    /// Control with the key that types `character`: Ctrl+L is `.control("l")`, Ctrl+? is
    /// `.control("?")`.
    case control(Character)
    /// Alt with the left arrow.
    case altLeft
    /// Alt with the key that types `character`: Alt+1 is `.alt("1")`.
    case alt(Character)
    case f2
    case f11
    case controlPageUp
    case controlPageDown
    case controlShiftPageUp
    case controlShiftPageDown
    /// Tab and Shift+Tab: in a window they move the focus, and no command takes them; the
    /// terminal switches stopwatches with them.
    case tab
    case shiftTab

    /// Whether a window's focus moves with it (no accelerator may take it).
    public var movesFocus: Bool {
        switch self {
        case .tab, .shiftTab: true
        case .space, .shiftSpace, .enter, .keypadEnter, .delete, .escape, .character, .control, .altLeft, .alt, .f2, .f11,
            .controlPageUp, .controlPageDown, .controlShiftPageUp, .controlShiftPageDown:
            false
        }
    }

    /// Whether it is typed without a modifier (Space, Enter, Delete, a letter), or types
    /// what it would without one (Shift+Space, a space in a name typed with Shift held): a
    /// focused widget may take it first.
    public var isPlain: Bool {
        switch self {
        case .space, .shiftSpace, .enter, .keypadEnter, .delete, .character: true
        case .escape, .control, .altLeft, .alt, .f2, .f11, .controlPageUp, .controlPageDown, .controlShiftPageUp,
            .controlShiftPageDown, .tab, .shiftTab:
            false
        }
    }
}
