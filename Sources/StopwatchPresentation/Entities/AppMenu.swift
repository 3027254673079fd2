/// The main menu: sections of commands, each item with its label.
public struct AppMenu: Equatable, Sendable {
    public struct Item: Equatable, Sendable {
        public let title: String
        public let command: AppCommand
        /// Left out of the menu while its command does not apply (renaming or removing with
        /// one stopwatch: one stopwatch's menu looks as it always did, but for New Stopwatch).
        public let hiddenWhenUnavailable: Bool
    }

    public let sections: [[Item]]

    /// The menu of the GNOME HIG's primary menu: the stopwatches, the current one's time,
    /// alerts and goal and the history, sharing, then
    /// Full Screen, Compact Window and "Show in Panel", then Preferences, Keyboard Shortcuts and About. Quit is not in it (Ctrl+Q and closing the window).
    @MainActor public init(titles: CommandTitleMapper) {
        func item(_ command: AppCommand, hidden: Bool = false) -> Item {
            Item(title: titles.title(for: command), command: command, hiddenWhenUnavailable: hidden)
        }
        sections = [
            [item(.newStopwatch), item(.renameStopwatch, hidden: true), item(.removeStopwatch, hidden: true)],
            [item(.openTimeAdjustment), item(.showAlerts), item(.goal(.open)), item(.showHistory), item(.showTotals)],
            [item(.copyLaps), item(.exportLaps)],
            [item(.toggleFullScreen), item(.toggleCompact), item(.showInPanel)],
            [item(.showPreferences), item(.showShortcuts), item(.showAbout)],
        ]
    }
}
