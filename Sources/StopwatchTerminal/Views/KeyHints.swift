import StopwatchPresentation

/// Buttons as the terminal shows them: the key that sends the command, then its label
/// ("Space Pause   Enter Lap"), from the same key table the GTK app uses.
@MainActor
struct KeyHints {
    let keyLabels: KeyLabelMapper

    func hint(_ button: CommandButton) -> String {
        guard let key = KeyBindings.keys(for: button.command).first else { return button.title }
        return keyLabels.label(for: key) + " " + button.title
    }

    func line(_ buttons: [CommandButton]) -> String {
        buttons.map(hint).joined(separator: "   ")
    }
}
