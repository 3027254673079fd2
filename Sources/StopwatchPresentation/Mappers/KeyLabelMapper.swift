/// Names keys as people read them: "Space", "Enter", "Delete", "Ctrl + L", "Alt + ←".
@MainActor
public struct KeyLabelMapper: Sendable {
    private let localizer: Localizer

    public init(localizer: Localizer = SourceLocalizer()) {
        self.localizer = localizer
    }

    public func label(for key: Key) -> String {
        switch key {
        case .space: localizer.translate("Space")
        case .enter: localizer.translate("Enter")
        // TRANSLATORS: the Enter key of the numeric keypad.
        case .keypadEnter: localizer.translate("Keypad Enter")
        case .delete: localizer.translate("Delete")
        // TRANSLATORS: the Escape key, as printed on keyboards.
        case .escape: localizer.translate("Esc")
        case .character(let character): String(character).uppercased()
        // TRANSLATORS: Control held with another key: "Ctrl + L".
        case .control(let character): localizer.translate("Ctrl + {key}").filling(["key": String(character).uppercased()])
        // TRANSLATORS: Alt held with the left arrow key.
        case .altLeft: localizer.translate("Alt + ←")
        // TRANSLATORS: Alt held with another key: "Alt + 1".
        case .alt(let character): localizer.translate("Alt + {key}").filling(["key": String(character).uppercased()])
        case .f2: "F2"
        case .f11: "F11"
        // TRANSLATORS: Control held with the Page Up key.
        case .controlPageUp: localizer.translate("Ctrl + Page Up")
        // TRANSLATORS: Control held with the Page Down key.
        case .controlPageDown: localizer.translate("Ctrl + Page Down")
        // TRANSLATORS: Control and Shift held with the Page Up key.
        case .controlShiftPageUp: localizer.translate("Ctrl + Shift + Page Up")
        // TRANSLATORS: Control and Shift held with the Page Down key.
        case .controlShiftPageDown: localizer.translate("Ctrl + Shift + Page Down")
        case .tab: localizer.translate("Tab")
        // TRANSLATORS: Shift held with the Space bar.
        case .shiftSpace: localizer.translate("Shift + Space")
        // TRANSLATORS: Shift held with the Tab key.
        case .shiftTab: localizer.translate("Shift + Tab")
        }
    }
}
