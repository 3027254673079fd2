/// A button a screen shows: the command it sends, its label, and how prominent it is.
public struct CommandButton: Hashable, Sendable {
    public let command: AppCommand
    public let title: String
    public let emphasis: Emphasis
    /// What a secondary click on it offers (Start's "Started 5 min ago"…); empty for most.
    public let menu: [CommandButton]

    public init(command: AppCommand, title: String, emphasis: Emphasis = .regular, menu: [CommandButton] = []) {
        self.command = command
        self.title = title
        self.emphasis = emphasis
        self.menu = menu
    }

    /// Its title without an access-key mark ("_Take Away" is "Take Away"; "Save__As" is
    /// "Save_As"): where no key presses it by its letter (a notification, the terminal).
    public var plainTitle: String {
        guard title.contains("_") else { return title }
        var words = ""
        var marked = false
        for character in title {
            if character == "_", !marked {
                marked = true
                continue
            }
            marked = false
            words.append(character)
        }
        return words
    }

    /// The same button titled with ``plainTitle``.
    public var plain: CommandButton { CommandButton(command: command, title: plainTitle, emphasis: emphasis) }

    /// How a button stands out: the main command of a state, or one that ends something.
    public enum Emphasis: Hashable, Sendable {
        case regular, suggested, destructive
    }
}
