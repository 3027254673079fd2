/// Buttons as a frontend without buttons writes them (the terminal): the key that sends the
/// command, then its label ("Space Pause   Enter Lap"), from the key table every frontend uses.
@MainActor
public struct KeyHintMapper: Sendable {
    private let keyLabels: KeyLabelMapper

    public init(localizer: Localizer = SourceLocalizer()) {
        keyLabels = KeyLabelMapper(localizer: localizer)
    }

    /// "Space Pause"; the title alone for a command no key sends. A title's access-key mark
    /// ("_Take Away") is a window's: here the key is written out.
    public func hint(_ button: CommandButton) -> String {
        guard let key = KeyBindings.keys(for: button.command).first else { return button.plainTitle }
        return keyLabels.label(for: key) + " " + button.plainTitle
    }

    /// "Enter Mend": `button` sent by `key`, where the frontend sends it so (a dialog's fields).
    public func hint(_ button: CommandButton, key: Key) -> String {
        keyLabels.label(for: key) + " " + button.plainTitle
    }

    /// "Space Pause   Enter Lap".
    public func line(_ buttons: [CommandButton]) -> String {
        buttons.map(hint).joined(separator: "   ")
    }
}
