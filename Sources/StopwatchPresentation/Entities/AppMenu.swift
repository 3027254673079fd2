/// The main menu: sections of commands, each item with its label.
public struct AppMenu: Equatable, Sendable {
    public struct Item: Equatable, Sendable {
        public let title: String
        public let command: AppCommand
    }

    public let sections: [[Item]]

    /// The menu of the GNOME HIG's primary menu: the app's own places and sharing, then
    /// "Show in Panel", then Keyboard Shortcuts and About. Quit is not in it (Ctrl+Q and closing the window).
    public init(titles: CommandTitleMapper) {
        func item(_ command: AppCommand) -> Item { Item(title: titles.title(for: command), command: command) }
        sections = [
            [item(.showHistory)],
            [item(.copyLaps), item(.exportLaps)],
            [item(.showInPanel)],
            [item(.showShortcuts), item(.showAbout)],
        ]
    }
}
