/// A button a screen shows: the command it sends, its label, and how prominent it is.
public struct CommandButton: Hashable, Sendable {
    public let command: AppCommand
    public let title: String
    public let emphasis: Emphasis

    public init(command: AppCommand, title: String, emphasis: Emphasis = .regular) {
        self.command = command
        self.title = title
        self.emphasis = emphasis
    }

    /// How a button stands out: the main command of a state, or one that ends something.
    public enum Emphasis: Hashable, Sendable {
        case regular, suggested, destructive
    }
}
