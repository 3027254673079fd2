/// What the Preferences window shows: its title, and one row a preference, each either a
/// choice among options or a switch. Every option and switch carries the command that makes
/// it, so a view only renders the rows and sends what is chosen.
public struct PreferencesViewState: Equatable, Sendable {
    /// One option of a choice: "Tenths", chosen or not.
    public struct Option: Equatable, Sendable {
        public let title: String
        public let isChosen: Bool
        public let command: AppCommand
    }

    /// One thing of a list: "laptop", with its "Forget" button.
    public struct Item: Equatable, Sendable {
        public let title: String
        public let action: CommandButton
        /// The button's name for a screen reader, with the item's: "Forget laptop".
        public let spokenAction: String

        public init(title: String, action: CommandButton, spokenAction: String) {
            self.title = title
            self.action = action
            self.spokenAction = spokenAction
        }
    }

    /// One preference.
    public struct Row: Equatable, Sendable {
        public enum Kind: Equatable, Sendable {
            /// One of several options.
            case choice([Option])
            /// On or off, with the commands that switch it on and off.
            case toggle(isOn: Bool, on: AppCommand, off: AppCommand)
            /// A folder: its path ("None" without one) and its state in a sentence, with the
            /// command that opens the chooser, its button's label, and the one that chooses
            /// none (`nil` while there is none).
            case folder(path: String, state: String, choose: AppCommand, chooseLabel: String, none: AppCommand?, noneLabel: String)
            /// Things listed, each with its button; none hides the row.
            case list([Item])
        }

        /// Its stable name, the GSettings key it keeps: "precision", "keep-awake".
        public let key: String
        public let title: String
        /// What it does, in a sentence; `nil` where the title says it all.
        public let explanation: String?
        public let kind: Kind
        /// Why it cannot be chosen here, in a sentence shown with it greyed; `nil` where it can.
        public var whyUnavailable: String? = nil
    }

    public let title: String
    public let rows: [Row]
    /// The close button's label, for assistive technology.
    public let closeLabel: String
}
