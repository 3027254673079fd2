import CGtk
import GtkInterop
import StopwatchPresentation

/// The shared ``Key``s in GTK's terms: accelerator strings for the actions, and key events
/// back to keys.
enum GtkKeys {
    /// The GTK accelerator for `key`: "space", "Return", "<Control>l", "<Alt>Left".
    static func accelerator(for key: Key) -> String {
        switch key {
        case .space: "space"
        case .shiftSpace: "<Shift>space"
        case .enter: "Return"
        case .keypadEnter: "KP_Enter"
        case .delete: "Delete"
        case .escape: "Escape"
        case .character(let character): keyName(character)
        case .control(let character): "<Control>" + keyName(character)
        case .altLeft: "<Alt>Left"
        case .alt(let character): "<Alt>" + keyName(character)
        case .f2: "F2"
        case .f11: "F11"
        case .controlPageUp: "<Control>Page_Up"
        case .controlPageDown: "<Control>Page_Down"
        case .controlShiftPageUp: "<Control><Shift>Page_Up"
        case .controlShiftPageDown: "<Control><Shift>Page_Down"
        case .tab: "Tab"
        case .shiftTab: "<Shift>Tab"
        }
    }

    /// The key of a key event with no modifier: Space, Enter, keypad Enter, Delete, a letter.
    static func key(forKeyName name: String) -> Key? {
        switch name {
        case "space", "KP_Space": .space
        case "Return", "ISO_Enter": .enter
        case "KP_Enter": .keypadEnter
        case "Delete", "KP_Delete": .delete
        case "F2": .f2
        case "plus", "KP_Add": .character("+")
        case "minus", "KP_Subtract": .character("-")
        default:
            // A letter or a digit is named by itself ("l", or "L" with Caps Lock; "1").
            name.count == 1 && (name.first!.isLetter || name.first!.isWholeNumber) ? .character(Character(name.lowercased())) : nil
        }
    }

    /// Whether `name` pressed with `modifiers` is a plain key: nothing held, or Shift for +,
    /// which most layouts type with it, and for Space (``Key/shiftSpace``), which types a space.
    static func isPlain(_ name: String, _ modifiers: KeyCapture.Modifiers) -> Bool {
        modifiers.isEmpty || (modifiers == .shift && (name == "plus" || name == "space" || name == "KP_Space"))
    }

    /// The key of a plain key event (``isPlain(_:_:)``): Shift with Space is ``Key/shiftSpace``.
    static func key(forKeyName name: String, modifiers: KeyCapture.Modifiers) -> Key? {
        let key = key(forKeyName: name)
        return key == .space && modifiers == .shift ? .shiftSpace : key
    }

    /// GDK's name for the key that types `character`: "l", "question".
    private static func keyName(_ character: Character) -> String {
        character.unicodeScalars.first.flatMap(KeyCapture.keyName(typing:)) ?? String(character)
    }
}

extension AppCommand {
    /// The detailed action name widgets bind to: `app.lap`.
    var actionName: String { "app." + name }

    /// Its action's parameter, as GLib takes it; `nil` for an action without one.
    var actionParameter: OpaquePointer? {
        actionArgument.value?.makeVariant()
    }

    /// Its action with its parameter, as a menu item names it: `app.remove-lap(uint32 3)`,
    /// written by GLib (`g_action_print_detailed_name`, which quotes a string as it must).
    var detailedActionName: String {
        DBusValue.detailedActionName(actionName, parameter: actionArgument.value)
    }

    /// Activates its action from `widget`, with its parameter.
    @MainActor func activate(from widget: Widget) {
        widget.activateAction(actionName, parameter: actionParameter)
    }
}

extension ActionArgument {
    /// The parameter as a D-Bus value; `nil` for none.
    var value: DBusValue? {
        switch self {
        case .none: nil
        case .int64(let value): .int64(value)
        case .int32(let value): .int32(value)
        case .uint32(let value): .uint32(value)
        case .string(let value): .string(value)
        case .uint32AndString(let number, let text): .tuple([.uint32(number), .string(text)])
        }
    }
}
